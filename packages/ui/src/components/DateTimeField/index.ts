export {
  DateTimeField,
  dateTimeProblems,
  defaultDateTimeFieldLabels,
  type DateTimeFieldLabels,
  type DateTimeFieldProps,
  type DateTimeProblem,
} from './DateTimeField';
