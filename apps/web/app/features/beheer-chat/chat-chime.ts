import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the back office remembers whether a new chat makes a sound, per browser. */
const SOUND_KEY = 'beheerChatGeluid';

let context: AudioContext | undefined;

/**
 * A short two-tone chime made with the Web Audio API: no sound file to load. A browser lets a page
 * play only after a click on it; until then the chime is quietly not heard.
 */
export const playChime = () => {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return;
  context ??= new AudioContext();
  const audio = context;
  void audio.resume().catch(() => undefined);
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    tone.connect(volume).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.18);
  }
};

/** Whether a new chat makes a sound: on unless this browser turned it off, remembered across visits. */
export const useChimeSetting = () => {
  const [on, setOn] = useState(true);
  useEffect(() => {
    setOn(localStorage.getItem(SOUND_KEY) !== 'uit');
  }, []);
  const set = useCallback((next: boolean) => {
    localStorage.setItem(SOUND_KEY, next ? 'aan' : 'uit');
    setOn(next);
    // The click that turns it on is the moment the browser allows sound: a chime says it works.
    if (next) playChime();
  }, []);
  return [on, set] as const;
};

/**
 * Chimes once for each chat that starts waiting after the list was first loaded: the chats already
 * there when the page opened make no sound.
 */
export const useNewChatChime = (waitingIds: string[] | undefined, on: boolean) => {
  const known = useRef<Set<string> | undefined>(undefined);
  const key = waitingIds?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the waiting ids by their joined key
  useEffect(() => {
    if (!waitingIds) return;
    const fresh = known.current ? waitingIds.filter((id) => !known.current!.has(id)) : [];
    known.current = new Set([...(known.current ?? []), ...waitingIds]);
    if (fresh.length > 0 && on) playChime();
  }, [key, on]);
};
