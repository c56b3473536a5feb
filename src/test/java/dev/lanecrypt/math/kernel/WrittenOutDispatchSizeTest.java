package dev.lanecrypt.math.kernel;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.Attributes;
import java.lang.classfile.attribute.CodeAttribute;
import java.lang.classfile.MethodModel;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The written-out combas' entry points ({@code multiply}, {@code square}, and those of the paired comba's kernels per
 * length, {@link MulKernel#forLength}) stay small enough for C2 to inline them into their caller ({@code SizeDispatch}): at most {@value #FREQ_INLINE_SIZE} bytes of bytecode, HotSpot's default
 * {@code FreqInlineSize} on x86-64 and AArch64. Above it C2 reports "hot method too big" and every product pays a call
 * more: {@code PairedComba.multiply} had 330 bytes with its switch, and through {@code MpInt} a 9-digit product took
 * 42.3-44.6 ns against 41.2-41.6 once the switch was a method of its own (Zen 3, gen/GenPairedComba.java).
 */
class WrittenOutDispatchSizeTest {

    static final int FREQ_INLINE_SIZE = 325;

    @Test
    void theEntryPointsAreInlinable() throws IOException {
        List<Class<?>> classes = new ArrayList<>(List.of(PairedComba.class, UnrolledComba.class));
        for (int d = 1; d <= PairedComba.SQUARE_MAX_DIGITS; d++) {   // the per-length entries SizeDispatch calls
            MulKernel e = PairedComba.INSTANCE.forLength(d);
            if (e != PairedComba.INSTANCE) {
                classes.add(e.getClass());
            }
        }
        assertTrue(classes.size() > 2, "paired has entry points per length");
        for (Class<?> k : classes) {
            ClassModel model = read(k);
            for (String name : List.of("multiply", "square")) {
                MethodModel m = model.methods().stream().filter(x -> x.methodName().equalsString(name)).findFirst()
                        .orElseThrow();
                int bytes = m.findAttribute(Attributes.code()).map(CodeAttribute::codeLength)
                        .orElseThrow();
                assertTrue(bytes <= FREQ_INLINE_SIZE, k.getSimpleName() + "." + name + " has " + bytes
                        + " bytes of bytecode, over C2's FreqInlineSize (" + FREQ_INLINE_SIZE + ")");
            }
        }
    }

    private static ClassModel read(Class<?> k) throws IOException {
        String file = k.getName().substring(k.getName().lastIndexOf('.') + 1) + ".class";   // PairedComba$Length9.class
        try (InputStream in = k.getResourceAsStream(file)) {
            assertNotNull(in, k.getName());
            return ClassFile.of().parse(in.readAllBytes());
        }
    }
}
