export { ChatDock } from './chat-dock.tsx';
