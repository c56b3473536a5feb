package dev.lanecrypt.cli;

import java.util.List;

/**
 * {@code lanecrypt timing}: cycles per operation for every code path (issue 4 brings the measurements;
 * until then it says what it will measure).
 */
final class TimingCommand implements Command {

    @Override
    public String name() {
        return "timing";
    }

    @Override
    public String summary() {
        return "cycles per multiply/square (and later modexp, DES, Blowfish) for every code path";
    }

    @Override
    public int run(List<String> args, CommandIo io) {
        io.out().println("lanecrypt timing: not measuring yet. It will print, per path (scalar comba, each SIMD");
        io.out().println("width the JVM runs, BigInteger), the cycles of multiplying and squaring 4..36 digits.");
        return 0;
    }
}
