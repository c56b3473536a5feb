package dev.lanecrypt.cli;

import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.select.Operation;
import dev.lanecrypt.select.Selection;
import dev.lanecrypt.select.Selector;
import dev.lanecrypt.provider.Coalescing;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code lanecrypt cpu [--json] [operation...]}: what detection found (CPU, flags, HotSpot's vector
 * flags, whether the Vector API is used and its preferred width) and, per operation (all, or the ones
 * named) and size class, the kernel this JVM chose and the measurements behind the choice (see
 * {@link Selector}; the first run in a JVM waits for the calibration), and the private-key coalescer's
 * state and counts ({@link Coalescing#stats}: in a fresh CLI JVM the counts are zero; a program sees its
 * own by calling it).
 */
final class CpuCommand implements Command {

    @Override
    public String name() {
        return "cpu";
    }

    @Override
    public String summary() {
        return "detected SIMD support and the kernel chosen per operation and size, with the measurements";
    }

    @Override
    public int run(List<String> args, CommandIo io) throws UsageException {
        boolean json = false;
        List<String> names = new ArrayList<>();
        List<String> known = Operations.all().stream().map(Operation::name).toList();
        for (String a : args) {
            if (a.equals("--json")) {
                json = true;
            } else if (a.equals("--help") || a.equals("-h")) {
                io.out().println(help(known));
                return 0;
            } else if (known.contains(a)) {
                names.add(a);
            } else {
                throw new UsageException("unexpected '" + a + "'; usage: lanecrypt cpu [--json] ["
                        + String.join("|", known) + "]... (see 'lanecrypt cpu --help')");
            }
        }
        Hardware hw = Hardware.get();
        List<Operation<?>> ops = Operations.all().stream().filter(op -> names.isEmpty() || names.contains(op.name())).toList();
        List<Selection<?>> selections = new java.util.ArrayList<>();
        try (Progress progress = Progress.of(io, "cpu")) {
            for (Operation<?> op : ops) {
                // a calibration takes seconds at the first run in a JVM; a saved or forced choice is instant
                progress.step("calibrating " + op.name() + " (" + (selections.size() + 1) + "/" + ops.size() + ")");
                selections.add(select(op));
            }
        }
        Coalescing.Stats coalescing = Coalescing.stats();
        if (json) {
            io.out().println(SelectionReport.json(hw, selections, coalescing));
        } else {
            SelectionReport.text(hw, selections, io.out());
            io.out().println();
            SelectionReport.text(coalescing, io.out());
        }
        return 0;
    }

    static String help(List<String> operations) {
        return """
                usage: lanecrypt cpu [--json] [OPERATION...]
                What detection found (CPU model and flags, JVM, HotSpot's UseAVX and MaxVectorSize, whether the
                Vector API is used and its preferred width) and, per operation and size class, the kernel this
                JVM chose with the nanoseconds behind the choice. The first run in a JVM waits for the quick
                calibration (a few seconds); 'lanecrypt tune' saves a fuller one.
                  OPERATION    only these: %s (none named: all)
                  --json       the same as JSON (schema: docs/json.md)
                  -h, --help   this help""".formatted(String.join(", ", operations));
    }

    private static <T> Selection<T> select(Operation<T> op) {
        return Selector.current(op);
    }
}
