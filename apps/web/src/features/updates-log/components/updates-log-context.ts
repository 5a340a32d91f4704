import { createContext, useContext } from 'react';

/** Opens the what's-new modal on demand (the user menu's "What's new" item). */
export const UpdatesLogContext = createContext<{ open: () => void }>({ open: () => {} });

export const useUpdatesLogModal = () => useContext(UpdatesLogContext);
