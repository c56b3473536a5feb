package dev.lanecrypt.cli;

import java.util.List;

/** {@code lanecrypt timing}: cycles per operation for every code path (see {@link TimingTool}). */
final class TimingCommand implements Command {

    @Override
    public String name() {
        return "timing";
    }

    @Override
    public String summary() {
        return "cycles per multiply/square (and each later section) for every code path, checked first";
    }

    @Override
    public int run(List<String> args, CommandIo io) throws UsageException, CommandFailure {
        return TimingTool.run(args, io);
    }
}
