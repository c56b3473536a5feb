package dev.lanecrypt.timing;

import dev.lanecrypt.measure.CycleClock;
import dev.lanecrypt.measure.Workload;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemoryLayout.PathElement;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/**
 * Core cycles of the calling thread in user space, from Linux {@code perf_event_open(2)} called through
 * the FFM API: {@code syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0)} as a variadic downcall, then
 * {@code ioctl} RESET/ENABLE/DISABLE around each sample, {@code read} of the 64-bit count, {@code close}.
 *
 * <p>The event is {@code PERF_TYPE_HARDWARE / PERF_COUNT_HW_CPU_CYCLES} with {@code disabled},
 * {@code exclude_kernel} and {@code exclude_hv} set (allowed at the default
 * {@code kernel.perf_event_paranoid = 2}), for pid 0 and any cpu: it counts the thread that opened it,
 * wherever it runs, so samples must be taken on that thread. Virtual machines without a virtual PMU
 * refuse the event ({@code ENOENT}); {@link #open} then throws and {@link Clocks} falls back.
 */
final class PerfEventCycles implements CycleClock {

    static final int PERF_TYPE_HARDWARE = 0;
    static final long PERF_COUNT_HW_CPU_CYCLES = 0;

    // Bits of the flags word of struct perf_event_attr (include/uapi/linux/perf_event.h).
    private static final long DISABLED = 1L;
    private static final long EXCLUDE_KERNEL = 1L << 5;
    private static final long EXCLUDE_HV = 1L << 6;

    // _IO('$', n): no direction, no size, type '$' = 0x24.
    private static final long IOC_ENABLE = 0x2400;
    private static final long IOC_DISABLE = 0x2401;
    private static final long IOC_RESET = 0x2403;

    /**
     * {@code struct perf_event_attr} up to {@code config2}: PERF_ATTR_SIZE_VER1 = 72 bytes. The kernel
     * accepts any published size and treats the fields it is not given as zero.
     */
    static final StructLayout ATTR = MemoryLayout.structLayout(
            JAVA_INT.withName("type"),
            JAVA_INT.withName("size"),
            JAVA_LONG.withName("config"),
            JAVA_LONG.withName("sample_period"),
            JAVA_LONG.withName("sample_type"),
            JAVA_LONG.withName("read_format"),
            JAVA_LONG.withName("flags"),
            JAVA_INT.withName("wakeup_events"),
            JAVA_INT.withName("bp_type"),
            JAVA_LONG.withName("config1"),
            JAVA_LONG.withName("config2"));

    private static final VarHandle TYPE = field("type");
    private static final VarHandle SIZE = field("size");
    private static final VarHandle CONFIG = field("config");
    private static final VarHandle FLAGS = field("flags");

    private final PerfLibc libc;
    private final int fd;
    private final MemorySegment count;
    private double ghz = Double.NaN;

    private PerfEventCycles(PerfLibc libc, int fd, MemorySegment count) {
        this.libc = libc;
        this.fd = fd;
        this.count = count;
    }

    /** Opens the cycle counter of the calling thread, or says in the exception why it cannot. */
    static PerfEventCycles open() throws PerfUnavailable {
        return open(PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES);
    }

    /** Opens an event of any type and config (the tests ask for one that does not exist). */
    static PerfEventCycles open(int type, long config) throws PerfUnavailable {
        long nr = syscallNumber(System.getProperty("os.name"), System.getProperty("os.arch"));
        PerfLibc libc = PerfLibc.get();
        Arena arena = Arena.ofAuto();
        MemorySegment attr = arena.allocate(ATTR);
        TYPE.set(attr, 0L, type);
        SIZE.set(attr, 0L, (int) ATTR.byteSize());
        CONFIG.set(attr, 0L, config);
        FLAGS.set(attr, 0L, DISABLED | EXCLUDE_KERNEL | EXCLUDE_HV);
        long fd = libc.perfEventOpen(nr, attr);
        if (fd < 0) {
            throw new PerfUnavailable("perf_event_open failed: " + PerfLibc.describe(libc.errno()));
        }
        return new PerfEventCycles(libc, (int) fd, arena.allocate(JAVA_LONG));
    }

    /** {@code SYS_perf_event_open} of the running kernel's ABI, from asm/unistd_64.h and asm-generic. */
    static long syscallNumber(String osName, String arch) throws PerfUnavailable {
        if (!"Linux".equals(osName)) {
            throw new PerfUnavailable("perf_event_open is Linux only (os.name " + osName + ")");
        }
        return switch (arch) {
            case "amd64", "x86_64" -> 298;
            case "aarch64" -> 241;
            default -> throw new PerfUnavailable("no perf_event_open syscall number known for os.arch " + arch);
        };
    }

    /** Records the frequency {@link Clocks} measured with this counter. */
    void calibrated(double measuredGhz) {
        this.ghz = measuredGhz;
    }

    @Override
    public String source() {
        return "perf_event_open cycles";
    }

    @Override
    public double ghz() {
        return ghz;
    }

    @Override
    public Sample sample(Workload work, int reps) {
        libc.ioctl(fd, IOC_RESET);
        libc.ioctl(fd, IOC_ENABLE);
        long t0 = System.nanoTime();
        long sink = work.run(reps);
        long ns = System.nanoTime() - t0;
        libc.ioctl(fd, IOC_DISABLE);
        if (libc.read(fd, count, JAVA_LONG.byteSize()) != JAVA_LONG.byteSize()) {
            throw new IllegalStateException("read of the perf_event counter failed: " + PerfLibc.describe(libc.errno()));
        }
        return new Sample(ns, count.get(JAVA_LONG, 0), sink);
    }

    @Override
    public void close() {
        libc.close(fd);
    }

    private static VarHandle field(String name) {
        return ATTR.varHandle(PathElement.groupElement(name));
    }

    /** Why the hardware counter cannot be used here. */
    static final class PerfUnavailable extends Exception {
        PerfUnavailable(String message) {
            super(message, null, false, false);
        }
    }
}
