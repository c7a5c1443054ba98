export { QueryState, type QueryStateProps } from './QueryState';
export { Trend, formatPercent } from './Trend';
export { applyServerErrors, schemaMessage, zodRule, zodTextRule } from './form-rules';
export { SimpleList, type SimpleListItem } from './SimpleList';
