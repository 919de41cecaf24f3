/** The clock of the rating use cases: "today" is read here, never inside the domain. */
export interface ClockPort {
  readonly now: () => Date;
}
