/**
 * One `T` per database handle, made on first use: what a process remembers about a database is
 * kept per handle (a test process opens many; two apps on one database each learn their own).
 */
export function perDatabase<T>(make: () => T): (kdb: object) => T {
  const of = new WeakMap<object, T>();
  return (kdb) => {
    let value = of.get(kdb);
    if (value === undefined) of.set(kdb, (value = make()));
    return value;
  };
}
