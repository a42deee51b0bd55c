import { create } from 'zustand';

/** Whether a toast was asked for, so the toast outlet loads before the browser is idle. */
export const useToasterStore = create<{ isNeeded: boolean }>(() => ({ isNeeded: false }));
