import { useContext } from 'react';
import { ColorModeContext, type ColorModeValue } from '../ColorMode/ColorModeProvider';

/** Current colour mode and its setter; throws outside <ColorModeProvider>. */
export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('Hook useColorMode is called outside the <ColorModeProvider>. ');
  return value;
}
