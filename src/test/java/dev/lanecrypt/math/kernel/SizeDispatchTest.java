package dev.lanecrypt.math.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.select.Choice;
import dev.lanecrypt.select.Selection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Which kernel {@link SizeDispatch} runs for a product: the shorter operand's class, except a shorter operand of 8-15
 * digits on a scalar kernel against a longer one from the length on which every class runs a vector kernel, which
 * goes by the longer one. The kernels here only name themselves; their products are the kernels' own tests'.
 */
class SizeDispatchTest {

    private static final MulKernel SMALL = new Named("small", 0);
    private static final MulKernel MIDDLE = new Named("middle", 0);
    private static final MulKernel WIDE = new Named("wide", 256);
    private static final MulKernel LARGE = new Named("large", 256);

    @Test
    void aShorterOperandOnAScalarKernelGoesByALongerOnePastTheWrittenOutRange() {
        SizeDispatch d = dispatch(MIDDLE, WIDE, LARGE);
        assertSame(MIDDLE, d.kernel(15, 15));
        assertSame(MIDDLE, d.kernel(15, 8));
        assertSame(WIDE, d.kernel(16, 8));
        assertSame(WIDE, d.kernel(8, 16));
        assertSame(WIDE, d.kernel(31, 15));
        assertSame(LARGE, d.kernel(32, 10));
        assertSame(LARGE, d.kernel(5000, 9));             // past MAX_SHORT_DIGITS: the last class
        assertSame(SMALL, d.kernel(40, 7));                // below 8 digits the scalar kernel keeps it
        assertSame(WIDE, d.kernel(16, 16));
        assertSame(LARGE, d.kernel(100, 40));
    }

    @Test
    void aVectorKernelAtFifteenDigitsTakesTheShorterScalarOperandsThere() {
        MulKernel fifteen = new Named("fifteen", 256);
        SizeDispatch d = dispatch(fifteen, WIDE, LARGE);
        assertSame(fifteen, d.kernel(15, 15));
        assertSame(fifteen, d.kernel(15, 8));
        assertSame(fifteen, d.kernel(14, 15));
        assertSame(MIDDLE, d.kernel(14, 8));               // a scalar class for the longer operand: by the shorter
        assertSame(MIDDLE, d.kernel(12, 12));
        assertSame(SMALL, d.kernel(15, 7));
        assertSame(WIDE, d.kernel(20, 14));
        assertSame(LARGE, d.kernel(40, 9));
    }

    @Test
    void scalarKernelsAboveKeepTheShorterOperandsClass() {
        SizeDispatch d = dispatch(MIDDLE, MIDDLE, new Named("scalar-large", 0));
        assertSame(MIDDLE, d.kernel(40, 8));
        assertSame(MIDDLE, d.kernel(20, 12));
    }

    @Test
    void eachLengthGetsItsClassKernelsEntryForThatLength() {
        MulKernel ten = new Named("middle at 10", 0);
        MulKernel middle = new Named("middle", 0) {
            @Override
            public MulKernel forLength(int digits) {
                return digits == 10 ? ten : this;
            }
        };
        SizeDispatch d = dispatch(middle, middle, WIDE, LARGE);
        assertSame(ten, d.kernel(10, 10));
        assertSame(ten, d.kernel(10, 12));                 // by the shorter operand, as the class
        assertSame(middle, d.kernel(11, 11));
        assertSame(WIDE, d.kernel(10, 16));                // by the longer one: its own class's kernel
    }

    @Test
    void oneKernelEverywhereIsItselfUnlessItHasEntriesPerLength() {
        MulKernel alone = new Named("alone", 0);
        assertSame(alone, SizeDispatch.of(everywhere(alone)));
        MulKernel seven = new Named("alone at 7", 0);
        MulKernel entries = new Named("entries", 0) {
            @Override
            public MulKernel forLength(int digits) {
                return digits == 7 ? seven : this;
            }
        };
        SizeDispatch d = (SizeDispatch) SizeDispatch.of(everywhere(entries));
        assertSame(seven, d.kernel(7, 7));
        assertSame(entries, d.kernel(8, 8));
        assertEquals("entries", d.name());                   // one kernel's entry points: its name
        assertEquals("auto", dispatch(WIDE, WIDE, LARGE).name());
    }

    private static Selection<MulKernel> everywhere(MulKernel k) {
        List<Choice<MulKernel>> choices = new ArrayList<>();
        for (int[] bounds : List.of(Kernels.BOUNDS, Kernels.SQUARE_BOUNDS)) {
            for (int bound : bounds) {
                choices.add(new Choice<>("class from " + bound, Candidate.of(k.name(), k), Map.of(), "test"));
            }
        }
        return new Selection<>(Kernels.MUL, choices, "test");
    }

    /** SMALL for 1-7 digits, MIDDLE (scalar) for 8-14, then {@code at15}, {@code from16} for 16-31, {@code from32}. */
    private static SizeDispatch dispatch(MulKernel at15, MulKernel from16, MulKernel from32) {
        return dispatch(MIDDLE, at15, from16, from32);
    }

    /** As above with {@code middle} for 8-14 digits. */
    private static SizeDispatch dispatch(MulKernel middle, MulKernel at15, MulKernel from16, MulKernel from32) {
        List<Choice<MulKernel>> choices = new ArrayList<>();
        for (int[] bounds : List.of(Kernels.BOUNDS, Kernels.SQUARE_BOUNDS)) {
            for (int bound : bounds) {
                MulKernel k = bound < 8 ? SMALL
                        : bound < 15 ? middle : bound < 16 ? at15 : bound < 32 ? from16 : from32;
                choices.add(new Choice<>("class from " + bound, Candidate.of(k.name(), k), Map.of(), "test"));
            }
        }
        return (SizeDispatch) SizeDispatch.of(new Selection<>(Kernels.MUL, choices, "test"));
    }

    private static class Named implements MulKernel {

        private final String name;
        private final int vectorBits;

        Named(String name, int vectorBits) {
            this.name = name;
            this.vectorBits = vectorBits;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public int vectorBits() {
            return vectorBits;
        }

        @Override
        public void multiply(int[] a, int aLen, int[] b, int bLen, int[] out) {
            throw new AssertionError("these tests ask SizeDispatch which kernel it picks; none multiplies");
        }

        @Override
        public void square(int[] a, int aLen, int[] out) {
            throw new AssertionError("these tests ask SizeDispatch which kernel it picks; none squares");
        }
    }
}
