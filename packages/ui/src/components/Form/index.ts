export { Form, type FormAction, type FormProps } from './Form';
export { FormSubmit, type FormSubmitLabels, type FormSubmitProps } from './FormSubmit';
export { formStatuses, type FormStatusValue } from './FormStatus';
