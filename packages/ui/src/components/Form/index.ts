export { Form, type FormProps } from './Form';
export { FormSubmit, type FormSubmitProps } from './FormSubmit';
export { formStatuses, type FormStatusValue } from './FormStatus';
