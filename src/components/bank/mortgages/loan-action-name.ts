/** A loan's four-eyes action in words ("listing"), the same words its pending change and its trail use. */
import { DETAIL_TEXT } from './mortgage-text';

export const loanActionName = (actionType: string): string => DETAIL_TEXT.actionNames[actionType] ?? actionType;
