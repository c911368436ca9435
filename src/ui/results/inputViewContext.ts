import { createContext } from 'react';
import type { Exercise } from '../../exercise/types';

/** Which drawings of input and result the current exercise asks for (none by default). */
export const InputViewContext = createContext<Pick<Exercise, 'inputView' | 'resultView'>>({});
