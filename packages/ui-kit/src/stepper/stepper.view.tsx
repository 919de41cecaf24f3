import { cx } from '../shared/class-names';

export interface StepperStep<K extends string> {
  readonly id: K;
  readonly label: string;
}

export interface StepperProps<K extends string> {
  /** Names the navigation landmark, e.g. "Purchase steps". */
  readonly label: string;
  readonly steps: readonly StepperStep<K>[];
  readonly current: K;
  /** Words read after each step's label: "completed", "current step", "not started". */
  readonly statusLabels: { readonly complete: string; readonly current: string; readonly upcoming: string };
  /** The visible progress line, e.g. (2, 7) => "Step 2 of 7". */
  readonly progressText?: (position: number, total: number) => string;
  /** When set, completed steps are buttons that go back to that step. */
  readonly onStepSelect?: (id: K) => void;
  readonly className?: string;
}

type Status = 'complete' | 'current' | 'upcoming';

/** The progress of the purchase steps: an ordered list whose current item carries aria-current="step". */
export function Stepper<K extends string>(props: StepperProps<K>) {
  const at = props.steps.findIndex((s) => s.id === props.current);
  const statusOf = (i: number): Status => (i < at ? 'complete' : i === at ? 'current' : 'upcoming');
  return (
    <nav aria-label={props.label} className={cx('tx-stepper', props.className)}>
      {props.progressText && at >= 0 ? (
        <p className="tx-stepper__progress">{props.progressText(at + 1, props.steps.length)}</p>
      ) : null}
      <ol className="tx-stepper__list">
        {props.steps.map((s, i) => {
          const status = statusOf(i);
          const content = (
            <>
              <span className="tx-stepper__marker" aria-hidden="true">
                {i + 1}
              </span>
              <span className="tx-stepper__label">{s.label}</span>
              <span className="tx-visually-hidden">{`, ${props.statusLabels[status]}`}</span>
            </>
          );
          return (
            <li
              key={s.id}
              className={cx('tx-stepper__step', `tx-stepper__step--${status}`)}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              {status === 'complete' && props.onStepSelect ? (
                <button
                  type="button"
                  className="tx-stepper__button"
                  onClick={() => props.onStepSelect?.(s.id)}
                >
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
