/**
 * What a state means to the reader, and so its colour in badge.module.css: under way (info), good
 * (success), waiting for someone (warning), wrong or late (danger), delivered (done), over (neutral).
 */
export type BadgeTone = 'info' | 'success' | 'warning' | 'danger' | 'done' | 'neutral';
