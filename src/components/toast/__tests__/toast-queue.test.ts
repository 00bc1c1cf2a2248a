import { ToastQueue, toastVariants } from "../toast-queue";

describe("the toast queue", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const messages = (queue: ToastQueue) => queue.visible().map((toast) => toast.message);

  it("has the specification's two variants", () => {
    expect(toastVariants.single).toEqual({ visible: 1, duration: 5000 });
    expect(toastVariants.stack).toEqual({ visible: 3, duration: 4000, width: 356 });
  });

  it("shows one toast at a time for 5000 ms by default, the next one after it", () => {
    const queue = new ToastQueue();
    queue.show({ message: "primo" });
    queue.show({ message: "secondo" });
    expect(messages(queue)).toEqual(["primo"]);
    jest.advanceTimersByTime(4999);
    expect(messages(queue)).toEqual(["primo"]);
    jest.advanceTimersByTime(1);
    expect(messages(queue)).toEqual(["secondo"]);
    jest.advanceTimersByTime(5000);
    expect(messages(queue)).toEqual([]);
  });

  it("shows three at a time for 4000 ms in the stack variant", () => {
    const queue = new ToastQueue("stack");
    for (const message of ["a", "b", "c", "d"]) queue.show({ message });
    expect(messages(queue)).toEqual(["a", "b", "c"]);
    jest.advanceTimersByTime(4000);
    expect(messages(queue)).toEqual(["d"]);
  });

  it("lets a toast be closed at once, and tells its view of every change", () => {
    const queue = new ToastQueue();
    const listener = jest.fn();
    queue.subscribe(listener);
    const id = queue.show({ message: "primo" });
    queue.show({ message: "secondo" });
    queue.dismiss(id);
    expect(messages(queue)).toEqual(["secondo"]);
    expect(listener).toHaveBeenCalledTimes(3); // shown, removed, next shown
  });

  it("keeps the toasts while paused (pointer or focus on them) and counts only the time left after", () => {
    const queue = new ToastQueue();
    queue.show({ message: "primo" });
    jest.advanceTimersByTime(3000);
    queue.pause();
    jest.advanceTimersByTime(60_000);
    expect(messages(queue)).toEqual(["primo"]);
    queue.resume();
    jest.advanceTimersByTime(1999);
    expect(messages(queue)).toEqual(["primo"]);
    jest.advanceTimersByTime(1);
    expect(messages(queue)).toEqual([]);
  });
});
