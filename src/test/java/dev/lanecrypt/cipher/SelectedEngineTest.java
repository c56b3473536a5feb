package dev.lanecrypt.cipher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.select.Operation;
import dev.lanecrypt.select.Selection;
import dev.lanecrypt.select.Selector;
import dev.lanecrypt.select.SizeClass;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * An engine made while its operation's calibration has not ended runs bulk calls on the scalar engine (long
 * ones on an interim engine where it has one) and moves to the chosen designs once the selection is known, per
 * size class. (Blowfish engines used to
 * fix their design when made: a {@code Cipher} initialised during the calibration stayed scalar for good,
 * 7.6 ms per MiB instead of 3.4.) The operation here is synthetic, so its selection is new in this JVM
 * whatever ran before; the first call runs inside {@link Selector#deferringCalibration}, where the
 * selection stays pending.
 */
class SelectedEngineTest {

    /** Bulk calls per engine name. */
    private final Map<String, AtomicInteger> calls = new ConcurrentHashMap<>();

    /** An engine that counts its bulk calls under {@code name} and leaves the blocks unchanged. */
    private Block64 counting(String name) {
        return new Block64() {
            @Override
            public long encrypt(long block) {
                return block;
            }

            @Override
            public long decrypt(long block) {
                return block;
            }

            @Override
            public void encryptBlocks(long[] blocks, int off, int count) {
                calls.computeIfAbsent(name, n -> new AtomicInteger()).incrementAndGet();
            }

            @Override
            public void decryptBlocks(long[] blocks, int off, int count) {
                calls.computeIfAbsent(name, n -> new AtomicInteger()).incrementAndGet();
            }
        };
    }

    private static int spin(String design, int reps) {
        int h = design.hashCode();
        for (int r = 0; r < reps; r++) {
            h = h * 31 + r;
        }
        return h;
    }

    private static final Operation<String> OP = new Operation<>("selected-engine-test",
            "lanecrypt.test.selected-engine", () -> List.of(Candidate.of("x", "x"), Candidate.of("y", "y")),
            List.of(new SizeClass<>("short", SelectedEngineTest::spin), new SizeClass<>("long", SelectedEngineTest::spin)));

    private int count(String name) {
        AtomicInteger n = calls.get(name);
        return n == null ? 0 : n.get();
    }

    @Test
    void movesToTheChosenDesignsWhenTheSelectionIsKnown() throws Exception {
        SelectedEngine<String> e = new SelectedEngine<>(counting("scalar"), OP, 64, this::counting);
        long[] blocks = new long[128];
        Selector.deferringCalibration(() -> {
            e.encryptBlocks(blocks, 0, 128);
            return null;
        });
        assertEquals(1, count("scalar"), "a bulk call before the selection is known runs on the scalar engine");

        Selection<String> s = Selector.current(OP);           // starts the calibration and waits for it
        e.encryptBlocks(blocks, 0, 128);
        e.decryptBlocks(blocks, 0, 8);
        assertEquals(1, count("scalar"), "no bulk call on the scalar engine once the selection is known");
        if (s.get(0).equals(s.get(1))) {
            assertEquals(2, count(s.get(1)), calls.toString());
        } else {
            assertEquals(1, count(s.get(1)), "a long call runs on the long-run choice: " + calls);
            assertEquals(1, count(s.get(0)), "a short call runs on the short-run choice: " + calls);
        }
        assertTrue(e.encrypt(5) == 5 && count("scalar") == 1, "single blocks are not bulk calls");
    }

    /** A second synthetic operation, whose selection is still unknown when the test below starts. */
    private static final Operation<String> INTERIM_OP = new Operation<>("selected-engine-interim-test",
            "lanecrypt.test.selected-engine-interim", () -> List.of(Candidate.of("x", "x"), Candidate.of("y", "y")),
            List.of(new SizeClass<>("short", SelectedEngineTest::spin), new SizeClass<>("long", SelectedEngineTest::spin)));

    @Test
    void longCallsRunOnTheInterimEngineUntilTheSelectionIsKnown() throws Exception {
        SelectedEngine<String> e = new SelectedEngine<>(counting("scalar"), counting("interim"), INTERIM_OP, 64,
                this::counting);
        long[] blocks = new long[128];
        Selector.deferringCalibration(() -> {
            e.encryptBlocks(blocks, 0, 128);
            e.decryptBlocks(blocks, 0, 8);
            return null;
        });
        assertEquals(1, count("interim"), "a long call before the selection is known: " + calls);
        assertEquals(1, count("scalar"), "a short call before the selection is known: " + calls);

        Selection<String> s = Selector.current(INTERIM_OP);
        e.encryptBlocks(blocks, 0, 128);
        e.decryptBlocks(blocks, 0, 8);
        assertEquals(1, count("interim"), "no bulk call on the interim engine once the selection is known: " + calls);
        assertEquals(1, count("scalar"), calls.toString());
        assertEquals(s.get(0).equals(s.get(1)) ? 2 : 1, count(s.get(1)), calls.toString());
    }

    /** A third synthetic operation, for the engine below, which runs calls of a few blocks on an engine of their own. */
    private static final Operation<String> FEW_OP = new Operation<>("selected-engine-few-test",
            "lanecrypt.test.selected-engine-few", () -> List.of(Candidate.of("x", "x"), Candidate.of("y", "y")),
            List.of(new SizeClass<>("short", SelectedEngineTest::spin), new SizeClass<>("long", SelectedEngineTest::spin)));

    @Test
    void callsOfAFewBlocksRunOnTheirEngineBeforeAndAfterTheChoice() throws Exception {
        SelectedEngine<String> e = new SelectedEngine<>(counting("scalar"), counting("few"), 4, counting("interim"),
                FEW_OP, 64, this::counting);
        long[] blocks = new long[128];
        Selector.deferringCalibration(() -> {
            e.encryptBlocks(blocks, 0, 3);
            e.decryptBlocks(blocks, 0, 8);
            e.encryptBlocks(blocks, 0, 64);
            return null;
        });
        assertEquals(2, count("few"), "3 and 8 blocks before the choice: " + calls);
        assertEquals(1, count("interim"), calls.toString());

        Selection<String> s = Selector.current(FEW_OP);
        e.encryptBlocks(blocks, 0, 1);
        e.decryptBlocks(blocks, 0, 3);
        assertEquals(4, count("few"), "1 and 3 blocks, below 4, after the choice too: " + calls);
        e.encryptBlocks(blocks, 0, 4);
        e.decryptBlocks(blocks, 0, 63);
        assertEquals(4, count("few"), "4 and 63 blocks: " + calls);
        assertEquals(2, count(s.get(0)), "4 and 63 blocks run on the short-run choice: " + calls);
        assertEquals(0, count("scalar"), "single blocks only: " + calls);
        assertEquals(1, count("interim"), calls.toString());
    }
}
