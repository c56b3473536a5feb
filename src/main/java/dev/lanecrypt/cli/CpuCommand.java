package dev.lanecrypt.cli;

import dev.lanecrypt.hw.Hardware;
import dev.lanecrypt.hw.Operation;
import dev.lanecrypt.hw.Operations;
import dev.lanecrypt.hw.Selection;
import dev.lanecrypt.hw.Selector;
import java.util.List;

/**
 * {@code lanecrypt cpu [--json]}: what detection found (CPU, flags, HotSpot's vector flags, whether the
 * Vector API is used and its preferred width) and, per operation and size class, the kernel this JVM
 * chose and the measurements behind the choice (see {@link Selector}).
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
        boolean json = args.equals(List.of("--json"));
        if (!json && !args.isEmpty()) {
            throw new UsageException("unexpected '" + args.get(0) + "'; usage: lanecrypt cpu [--json]");
        }
        Hardware hw = Hardware.get();
        List<Selection<?>> selections = Operations.all().stream().<Selection<?>>map(CpuCommand::select).toList();
        if (json) {
            io.out().println(SelectionReport.json(hw, selections));
        } else {
            SelectionReport.text(hw, selections, io.out());
        }
        return 0;
    }

    private static <T> Selection<T> select(Operation<T> op) {
        return Selector.current(op);
    }
}
