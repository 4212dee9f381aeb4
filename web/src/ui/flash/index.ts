export * from './flashStore.ts';
export { FlashMessages } from './FlashMessages.tsx';
