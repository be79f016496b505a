import { createContext, useContext } from 'react';

/** The CSP nonce of this response; on the client it is empty, the scripts have already run. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
