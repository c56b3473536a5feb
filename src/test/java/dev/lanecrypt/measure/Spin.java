package dev.lanecrypt.measure;

/** The stand-in work of the harness's tests: a loop on the clock, so a "repetition" takes a known time. */
final class Spin {

    private Spin() {
    }

    /** Spins for {@code ns} nanoseconds and returns the loop's count (for the harness to sink). */
    static long forNanos(long ns) {
        long until = System.nanoTime() + ns;
        long spins = 0;
        while (System.nanoTime() < until) {
            spins++;
        }
        return spins;
    }
}
