// Shared widgets of the purchase app and the staff app: values, labels and callbacks come in through props.
// Styles: import '@tripx/ui-kit/styles.css' once in each app.
export * from './field/field.types';
export * from './text-input/text-input.view';
export * from './text-area/text-area.view';
export * from './number-input/number-input.view';
export * from './currency-input/currency-input.view';
export * from './masked-input/masked-input.view';
export * from './checkbox-group/checkbox-group.view';
export * from './radio-group/radio-group.view';
export * from './date-picker/date-picker.view';
export type { CalendarLabels } from './date-picker/calendar-dialog.view';
export * from './date-of-birth/date-of-birth-input.view';
export * from './dropdown/dropdown.view';
export * from './auto-suggest/auto-suggest.view';
export * from './accordion/accordion.view';
export * from './modal/modal.view';
export * from './toggle/toggle.view';
export * from './tooltip/tooltip.view';
export * from './tabs/tabs.view';
export * from './stepper/stepper.view';
export * from './sortable-header/sortable-header.view';
export * from './toast/toast.view';
export * from './loading/full-page-loading.view';
export * from './error-page/error-page.view';
export * from './session/idle-session.types';
export * from './session/idle-session.controller';
export * from './session/idle-reminder.view';
export * from './session/use-idle-session';
