package dev.lanecrypt.cli;

import java.util.List;
import java.util.Optional;

/** The registry of sub-commands, in the order {@code --help} lists them. Add new commands here. */
public final class Commands {

    private Commands() {
    }

    public static List<Command> all() {
        return List.of(
                new TimingCommand(),
                new CompareCommand(),
                new CpuCommand(),
                new TuneCommand(),
                new EncCommand(),
                new DesCommand());
    }

    public static Optional<Command> find(String name) {
        return all().stream().filter(c -> c.name().equals(name)).findFirst();
    }
}
