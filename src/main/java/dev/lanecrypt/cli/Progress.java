package dev.lanecrypt.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A one-line progress report on standard error for the long runs ({@code tune}, {@code timing}, the first
 * {@code cpu}): "lanecrypt tune: mul (1/6), 3 s", redrawn in place every second, and wiped before the
 * command prints anything else, so only the results stay on the screen. Only when standard error is a
 * terminal: in a pipe, a file or a test's stream nothing at all is written.
 *
 * <p>Standard error is a terminal when {@code ./lanecrypt} says so ({@code -Dlanecrypt.stderrTerminal}:
 * the launcher's {@code [ -t 2 ]}, since the JVM's own standard error is the launcher's filter pipe), or,
 * started otherwise, when descriptor 2 is a terminal device ({@code /proc/self/fd/2}).
 */
public final class Progress implements AutoCloseable {

    private static final Progress NONE = new Progress(null, null, 1000);

    private final PrintStream err;
    private final String prefix;
    private String step;
    private long stepStart;
    private boolean shown;
    private Thread ticker;
    private final long tickMillis;

    /** {@code tickMillis}: how often the seconds are redrawn (tests give a long one, for exact output). */
    Progress(PrintStream err, String prefix, long tickMillis) {
        this.err = err;
        this.prefix = prefix;
        this.tickMillis = tickMillis;
    }

    /** Progress for {@code command} on {@code io}'s standard error, or one that writes nothing. */
    public static Progress of(CommandIo io, String command) {
        return io.err() == System.err && stderrIsTerminal() ? new Progress(io.err(), "lanecrypt " + command + ": ", 1000) : NONE;
    }

    static boolean stderrIsTerminal() {
        String said = System.getProperty("lanecrypt.stderrTerminal");
        if (said != null) {
            return said.equals("true");
        }
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    /** Whether this one writes anything. */
    public boolean active() {
        return err != null;
    }

    /** Shows {@code what} (with the seconds since it began, redrawn every second) until the next call. */
    public synchronized void step(String what) {
        if (err == null) {
            return;
        }
        step = what;
        stepStart = System.nanoTime();
        draw();
        if (ticker == null) {
            ticker = Thread.ofPlatform().daemon().name("lanecrypt-progress").start(this::tick);
        }
    }

    /** Wipes the line (before the command prints); the next {@link #step} shows it again. */
    public synchronized void clear() {
        if (err == null) {
            return;
        }
        step = null;
        if (shown) {
            err.print("\r\033[K");
            err.flush();
            shown = false;
        }
    }

    private synchronized void draw() {
        if (step == null) {
            return;
        }
        long s = (System.nanoTime() - stepStart) / 1_000_000_000L;
        err.print("\r" + prefix + step + (s > 0 ? ", " + s + " s" : "") + "\033[K");
        err.flush();
        shown = true;
    }

    private void tick() {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.sleep(tickMillis);
                draw();
            }
        } catch (InterruptedException e) {
            // closed
        }
    }

    @Override
    public synchronized void close() {
        clear();
        if (ticker != null) {
            ticker.interrupt();
            ticker = null;
        }
    }
}
