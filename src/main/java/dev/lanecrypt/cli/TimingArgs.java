package dev.lanecrypt.cli;

import dev.lanecrypt.math.kernel.MulKernel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The command line of {@code lanecrypt timing}, checked: every mistake is one-line {@link UsageException}. */
record TimingArgs(List<String> sections, List<Integer> digits, int runs, int forks, Format format, Path svg,
        boolean help) {

    static final String USAGE =
            "lanecrypt timing [SECTION...] [--digits FROM..TO/STEP] [--runs N] [--forks N] [--json | --csv] [--svg FILE]";

    static final List<Integer> DEFAULT_DIGITS = List.of(4, 8, 12, 16, 20, 24, 28, 32, 36);
    static final int DEFAULT_RUNS = 6;
    static final int MAX_RUNS = 1000;
    static final int DEFAULT_FORKS = 3;
    static final int MAX_FORKS = 100;

    private static final Pattern RANGE = Pattern.compile("(\\d{1,9})\\.\\.(\\d{1,9})/(\\d{1,9})|(\\d{1,9})");

    enum Format { TEXT, JSON, CSV }

    static TimingArgs parse(List<String> args, List<String> known) throws UsageException {
        List<String> sections = new ArrayList<>();
        List<Integer> digits = DEFAULT_DIGITS;
        int runs = DEFAULT_RUNS;
        int forks = DEFAULT_FORKS;
        Format format = Format.TEXT;
        Path svg = null;
        boolean help = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--digits" -> digits = digits(value(args, ++i, a, "--digits FROM..TO/STEP, e.g. --digits 4..36/4"));
                case "--runs" -> runs = count(value(args, ++i, a, "--runs N, e.g. --runs 6"), "--runs", "runs", 1,
                        MAX_RUNS, 6);
                case "--forks" -> forks = count(value(args, ++i, a, "--forks N, e.g. --forks 3"), "--forks",
                        "forked JVMs per path (0: all in this one)", 0, MAX_FORKS, 3);
                case "--json", "--csv" -> {
                    Format f = a.equals("--json") ? Format.JSON : Format.CSV;
                    if (format != Format.TEXT && format != f) {
                        throw new UsageException("--json and --csv exclude each other; usage: " + USAGE);
                    }
                    format = f;
                }
                case "--svg" -> svg = svgPath(value(args, ++i, a, "--svg FILE, e.g. --svg timing.svg"));
                case "--help", "-h" -> help = true;
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option '" + a + "'; usage: " + USAGE + " (see 'lanecrypt timing --help')");
                    }
                    if (!known.contains(a)) {
                        throw new UsageException("unknown timing section '" + a + "'; the sections are "
                                + String.join(", ", known) + " (usage: " + USAGE + ")");
                    }
                    if (!sections.contains(a)) {
                        sections.add(a);
                    }
                }
            }
        }
        return new TimingArgs(sections.isEmpty() ? known : sections, digits, runs, forks, format, svg, help);
    }

    private static String value(List<String> args, int i, String option, String form) throws UsageException {
        if (i >= args.size() || args.get(i).startsWith("--")) {
            throw new UsageException(option + " needs a value: " + form);
        }
        return args.get(i);
    }

    /** {@code FROM..TO/STEP} (or one size {@code N}), each size in {@code 1..MAX_SHORT_DIGITS}. */
    static List<Integer> digits(String text) throws UsageException {
        String form = "the form is --digits FROM..TO/STEP with 1 <= FROM <= TO <= " + MulKernel.MAX_SHORT_DIGITS
                + " and STEP >= 1, e.g. --digits 4..36/4";
        Matcher m = RANGE.matcher(text);
        if (!m.matches()) {
            throw new UsageException("--digits '" + text + "' is not a range of sizes; " + form);
        }
        int from = Integer.parseInt(m.group(4) != null ? m.group(4) : m.group(1));
        int to = m.group(4) != null ? from : Integer.parseInt(m.group(2));
        int step = m.group(4) != null ? 1 : Integer.parseInt(m.group(3));
        if (from < 1 || to > MulKernel.MAX_SHORT_DIGITS || from > to || step < 1) {
            throw new UsageException("--digits " + text + " is out of range; " + form);
        }
        List<Integer> sizes = new ArrayList<>();
        for (int n = from; n <= to; n += step) {
            sizes.add(n);
        }
        return sizes;
    }

    private static int count(String text, String option, String what, int min, int max, int example)
            throws UsageException {
        try {
            int n = Integer.parseInt(text);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(option + " " + text + " is not a number of " + what + " from " + min + " to " + max
                + "; e.g. " + option + " " + example);
    }

    static Path svgPath(String text) throws UsageException {
        try {
            return Path.of(text);
        } catch (java.nio.file.InvalidPathException e) {
            throw new UsageException("--svg " + text + " is not a file name; e.g. --svg timing.svg");
        }
    }
}
