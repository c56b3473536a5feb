package dev.lanecrypt.cli;

import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.select.Operation;
import dev.lanecrypt.select.Selection;
import dev.lanecrypt.select.Selector;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * {@code lanecrypt tune [operation...]}: the full calibration of every operation, or of those named (every
 * candidate this JVM runs, longer rounds than the quick calibration at first use), printed as
 * {@code lanecrypt cpu} prints it and saved as the profile later JVMs on this CPU, JVM and vector shape
 * use instead of calibrating (the saved results of operations not named are kept).
 */
final class TuneCommand implements Command {

    @Override
    public String name() {
        return "tune";
    }

    @Override
    public String summary() {
        return "time every kernel per operation and size, and save the choice for later runs";
    }

    @Override
    public int run(List<String> args, CommandIo io) throws UsageException, CommandFailure {
        List<String> known = Operations.all().stream().map(Operation::name).toList();
        for (String a : args) {
            if (a.equals("--help") || a.equals("-h")) {
                io.out().println("""
                        usage: lanecrypt tune [OPERATION...]
                        Times every kernel this JVM can run for each operation and size class (longer rounds than
                        the quick calibration at first use; about 25 s for all), prints the choice as 'lanecrypt
                        cpu' does and saves it as the profile later JVMs on this CPU, JVM and vector shape use
                        instead of calibrating. Progress goes to standard error when that is a terminal.
                          OPERATION    only these: %s (none named: all; the saved results of the
                                       others are kept)
                          -h, --help   this help""".formatted(String.join(", ", known)));
                return 0;
            }
            if (!known.contains(a)) {
                throw new UsageException("unexpected '" + a + "'; usage: lanecrypt tune [" + String.join("|", known)
                        + "]... (see 'lanecrypt tune --help')");
            }
        }
        Map.Entry<Path, List<Selection<?>>> tuned;
        List<Operation<?>> ops = Operations.all().stream().filter(op -> args.isEmpty() || args.contains(op.name())).toList();
        try (Progress progress = Progress.of(io, "tune")) {
            int[] n = {0};
            tuned = Selector.tune(ops, op -> progress.step("timing " + op.name() + " (" + ++n[0] + "/" + ops.size() + ")"));
        } catch (IOException e) {
            throw new CommandFailure("cannot save the profile: " + e.getMessage());
        }
        SelectionReport.text(Hardware.get(), tuned.getValue(), io.out());
        io.out().println();
        io.out().println("profile saved to " + tuned.getKey());
        return 0;
    }
}
