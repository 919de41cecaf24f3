import { describe, expect, it } from 'vitest';
import { AppContainer, AppModule } from './app-container';

const A = Symbol('a');
const B = Symbol('b');

describe('the purchase app’s container', () => {
  it('makes each binding once, at its first get, from the other modules’ bindings', () => {
    let made = 0;
    const c = new AppContainer(
      new AppModule(({ bind }) => bind(A).toConstantValue(2)),
      new AppModule(({ bind }) =>
        bind(B).toDynamicValue((x) => {
          made += 1;
          return { twice: x.get<number>(A) * 2 };
        }),
      ),
    );
    expect(made).toBe(0);
    const b = c.get<{ twice: number }>(B);
    expect(b).toEqual({ twice: 4 });
    expect(c.get(B)).toBe(b);
    expect(made).toBe(1);
  });

  it('refuses a token bound twice, a token bound to nothing, and a binding that needs itself', () => {
    expect(
      () =>
        new AppContainer(
          new AppModule(({ bind }) => bind(A).toConstantValue(1)),
          new AppModule(({ bind }) => bind(A).toConstantValue(2)),
        ),
    ).toThrow('Symbol(a) is bound twice');
    const c = new AppContainer(
      new AppModule(({ bind }) => {
        bind(A).toDynamicValue((x) => x.get(B));
        bind(B).toDynamicValue((x) => x.get(A));
      }),
    );
    expect(() => c.get(Symbol('unbound'))).toThrow('nothing is bound to Symbol(unbound)');
    expect(() => c.get(A)).toThrow('Symbol(a) depends on itself');
  });
});
