package dev.lanecrypt.measure;

import java.lang.management.ManagementFactory;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * Whether HotSpot's JIT is idle: no compilation in progress and empty C1 and C2 queues, read from the
 * {@code Compiler.queue} diagnostic command (what {@code jcmd PID Compiler.queue} prints) through the
 * platform MBean server. A warm-up that waits for this knows the compilation its operation triggered
 * has finished, which no timing can tell while the compiler thread is starved on a busy machine.
 * Public for the kernel selection's warm-up ({@code dev.lanecrypt.select.Selector}).
 */
public final class JitQueue {

    private static final String[] NO_ARGS = new String[0];
    private static final String[] SIGNATURE = {String[].class.getName()};

    private final MBeanServer server;
    private final ObjectName command;

    private JitQueue(MBeanServer server, ObjectName command) {
        this.server = server;
        this.command = command;
    }

    /** The queue of this JVM, or null where the diagnostic command is missing (not HotSpot). */
    public static JitQueue platform() {
        try {
            MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            ObjectName name = new ObjectName("com.sun.management:type=DiagnosticCommand");
            JitQueue q = new JitQueue(server, name);
            q.text();
            return q;
        } catch (JMException | RuntimeException e) {
            return null;
        }
    }

    /** True when nothing is being compiled or waits to be. */
    public boolean idle() {
        try {
            return idle(text());
        } catch (JMException | RuntimeException e) {
            return true; // the command stopped answering: fall back to the stopwatch's timing criteria
        }
    }

    /**
     * Reads {@code Compiler.queue}'s text: a "Current compiles:" section with one line per compiler
     * thread at work, then per compiler a "C1 compile queue:" section holding "Empty" or one line per
     * queued method. Idle means no line other than those headings and "Empty".
     */
    static boolean idle(String text) {
        for (String line : text.split("\n")) {
            String s = line.strip();
            if (!s.isEmpty() && !s.equals("Empty") && !s.endsWith(":")) {
                return false;
            }
        }
        return true;
    }

    private String text() throws JMException {
        return String.valueOf(server.invoke(command, "compilerQueue", new Object[] {NO_ARGS}, SIGNATURE));
    }
}
