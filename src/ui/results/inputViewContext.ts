import { createContext } from 'react';
import type { Exercise } from '../../exercise/types';

/** Which drawing of the input the current exercise asks for (none by default). */
export const InputViewContext = createContext<Exercise['inputView']>(undefined);
