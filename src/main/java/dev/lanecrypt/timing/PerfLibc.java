package dev.lanecrypt.timing;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout.PathElement;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;
import java.util.Locale;

/**
 * The four C library functions {@link PerfEventCycles} needs, bound once through the FFM linker:
 * {@code syscall} (variadic after the number: {@link Linker.Option#firstVariadicArg}), {@code ioctl}
 * (variadic after the request), {@code read} and {@code close}; errno is captured right after each call
 * ({@link Linker.Option#captureCallState}), before the JVM can overwrite it.
 */
final class PerfLibc {

    private static PerfLibc instance;

    private final MethodHandle syscall;
    private final MethodHandle ioctl;
    private final MethodHandle read;
    private final MethodHandle close;
    private final MemorySegment callState;
    private final VarHandle errno;

    private PerfLibc() {
        Linker linker = Linker.nativeLinker();
        SymbolLookup c = linker.defaultLookup();
        Linker.Option errnoOption = Linker.Option.captureCallState("errno");
        StructLayout stateLayout = Linker.Option.captureStateLayout();
        callState = Arena.global().allocate(stateLayout);
        errno = stateLayout.varHandle(PathElement.groupElement("errno"));
        // long syscall(long number, ...): the five perf_event_open arguments are the variadic part. glibc
        // reads each of them as a long, so pid, cpu and group_fd go as longs too (-1 sign-extended).
        syscall = linker.downcallHandle(c.find("syscall").orElseThrow(),
                FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, ADDRESS, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG),
                Linker.Option.firstVariadicArg(1), errnoOption);
        // int ioctl(int fd, unsigned long request, ...): the flags argument (0) is variadic.
        ioctl = linker.downcallHandle(c.find("ioctl").orElseThrow(),
                FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_LONG, JAVA_LONG),
                Linker.Option.firstVariadicArg(2), errnoOption);
        read = linker.downcallHandle(c.find("read").orElseThrow(),
                FunctionDescriptor.of(JAVA_LONG, JAVA_INT, ADDRESS, JAVA_LONG), errnoOption);
        close = linker.downcallHandle(c.find("close").orElseThrow(),
                FunctionDescriptor.of(JAVA_INT, JAVA_INT));
    }

    static synchronized PerfLibc get() throws PerfEventCycles.PerfUnavailable {
        if (instance == null) {
            try {
                instance = new PerfLibc();
            } catch (IllegalCallerException e) {
                throw new PerfEventCycles.PerfUnavailable("native access is not enabled (run with --enable-native-access=ALL-UNNAMED)");
            } catch (RuntimeException | LinkageError e) {
                throw new PerfEventCycles.PerfUnavailable("cannot bind the C library through FFM: " + e);
            }
        }
        return instance;
    }

    long perfEventOpen(long nr, MemorySegment attr) {
        try {
            return (long) syscall.invokeExact(callState, nr, attr, 0L, -1L, -1L, 0L);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    void ioctl(int fd, long request) {
        int r;
        try {
            r = (int) ioctl.invokeExact(callState, fd, request, 0L);
        } catch (Throwable t) {
            throw rethrow(t);
        }
        if (r != 0) {
            throw new IllegalStateException("ioctl on the perf_event counter failed: " + describe(errno()));
        }
    }

    long read(int fd, MemorySegment buf, long n) {
        try {
            return (long) read.invokeExact(callState, fd, buf, n);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    void close(int fd) {
        try {
            int ignored = (int) close.invokeExact(fd);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    int errno() {
        return (int) errno.get(callState, 0L);
    }

    /** errno as its name and what it means for perf_event_open. */
    static String describe(int errno) {
        String what = switch (errno) {
            case 1, 13 -> "EPERM/EACCES, not permitted (see /proc/sys/kernel/perf_event_paranoid)";
            case 2 -> "ENOENT, no such hardware event (no PMU exposed, usual in a virtual machine)";
            case 22 -> "EINVAL, the kernel rejected the event attributes";
            case 38 -> "ENOSYS, the kernel has no perf_event_open";
            case 95 -> "EOPNOTSUPP, the PMU cannot count this event";
            default -> "see errno(3)";
        };
        return String.format(Locale.ROOT, "errno %d (%s)", errno, what);
    }

    private static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) {
            return r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return new IllegalStateException(t);
    }
}
