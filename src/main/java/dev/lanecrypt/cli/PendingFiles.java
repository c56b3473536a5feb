package dev.lanecrypt.cli;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The temporary files of {@link OutputFile}s not yet committed, and the one shutdown hook that deletes
 * them when the JVM ends first. The JVM runs shutdown hooks when it exits on SIGTERM, SIGINT or SIGHUP;
 * the other signals whose default is to end the process ({@link #ENDING}) are made to exit the same way
 * (status 128 + the signal's number, as the JVM does for those three) when the first file registers,
 * unless something had them ignored or handled already. SIGKILL cannot be caught: a run killed so leaves
 * its temporary file (the name says what it is: {@code .<name>.<random>.tmp}).
 *
 * <p><b>Commit against the hook.</b> {@link OutputFile#commit} renames and {@link OutputFile#abandon}
 * deletes under the OutputFile's own lock, so either the rename is whole before the hook looks (the file
 * is committed and stays) or the hook deletes first (the commit then fails). The hook copies the set
 * under this class's lock and abandons each file after releasing it, so the two locks are never held
 * together in opposite orders. A file registered after the hook began is refused.
 */
final class PendingFiles {

    /** Signals whose default action ends the process, that the JVM leaves at that default. */
    private static final List<String> ENDING = List.of("ALRM", "USR1", "VTALRM", "XCPU", "PROF", "PWR", "IO", "STKFLT");

    private static final Set<OutputFile> PENDING = new HashSet<>();
    private static boolean hooked;
    private static boolean ending;

    private PendingFiles() {
    }

    /** Registers {@code f} before its temporary file is created; installs the hook on first use. */
    static synchronized void add(OutputFile f) throws IOException {
        if (!hooked && !ending) {
            try {
                Runtime.getRuntime().addShutdownHook(new Thread(PendingFiles::end, "lanecrypt-pending-files"));
            } catch (IllegalStateException e) {
                ending = true;                    // already shutting down
            }
            hooked = true;
            exitOnEndingSignals();
        }
        if (ending) {
            throw new IOException("the process is ending");
        }
        PENDING.add(f);
    }

    static synchronized void remove(OutputFile f) {
        PENDING.remove(f);
    }

    private static void end() {
        List<OutputFile> files;
        synchronized (PendingFiles.class) {
            ending = true;
            files = List.copyOf(PENDING);
        }
        for (OutputFile f : files) {
            try {
                f.abandon();
            } catch (IOException e) {
                // the process is ending: there is no one left to tell
            }
        }
    }

    /**
     * sun.misc.Signal (jdk.unsupported, kept for this use) through reflection: javac warns on every
     * direct use of it, and that warning cannot be suppressed. Where it is missing, only SIGTERM, SIGINT
     * and SIGHUP clean up.
     */
    private static void exitOnEndingSignals() {
        try {
            Class<?> signal = Class.forName("sun.misc.Signal");
            Class<?> handlerType = Class.forName("sun.misc.SignalHandler");
            Method handle = signal.getMethod("handle", signal, handlerType);
            Method number = signal.getMethod("getNumber");
            Object dfl = handlerType.getField("SIG_DFL").get(null);
            Object exit = Proxy.newProxyInstance(handlerType.getClassLoader(), new Class<?>[] {handlerType},
                    (proxy, m, args) -> switch (m.getName()) {
                        case "handle" -> {
                            Runtime.getRuntime().exit(128 + (int) number.invoke(args[0]));
                            yield null;
                        }
                        case "hashCode" -> System.identityHashCode(proxy);
                        case "equals" -> proxy == args[0];
                        default -> "exit, running shutdown hooks";
                    });
            for (String name : ENDING) {
                try {
                    Object sig = signal.getConstructor(String.class).newInstance(name);
                    Object old = handle.invoke(null, sig, exit);
                    if (old != dfl) {
                        handle.invoke(null, sig, old);      // ignored or handled by someone: theirs
                    }
                } catch (InvocationTargetException e) {
                    // no such signal here, or one the JVM keeps
                }
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            // no sun.misc.Signal in this runtime
        }
    }
}
