/** Every object deepFreeze has frozen, with all it holds: read-only all the way down. */
const deeplyFrozen = new WeakSet<object>();

/** Freezes a value and every object and array inside it; returns it, now read-only all the way down. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || deeplyFrozen.has(value)) return value;
  for (const item of Object.values(value)) deepFreeze(item);
  Object.freeze(value);
  deeplyFrozen.add(value);
  return value;
}

/** Whether deepFreeze froze `value`: nothing in it can change (Object.isFrozen says so only of its own fields). */
export function isDeeplyFrozen(value: object): boolean {
  return deeplyFrozen.has(value);
}
