package dev.lanecrypt.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link CpuInfo#parse}: the model name, the signature that tells alike-named CPUs apart, and the flags, from the
 * first processor block of {@code /proc/cpuinfo} (x86 and ARM layouts, abridged from real guests).
 */
class CpuInfoTest {

    private static List<String> x86(String family, String model, String stepping) {
        return List.of(
                "processor\t: 0", "vendor_id\t: AuthenticAMD", "cpu family\t: " + family, "model\t\t: " + model,
                "model name\t: AMD EPYC", "stepping\t: " + stepping, "cpu MHz\t\t: 2596.134",
                "flags\t\t: fpu sse2 avx2 avx512f avx512ifma avx512vbmi", "",
                "processor\t: 1", "vendor_id\t: AuthenticAMD", "cpu family\t: 99", "model\t\t: 99",
                "model name\t: Other", "stepping\t: 9", "flags\t\t: fpu", "");
    }

    @Test
    void x86GuestsNamedAlikeHaveTheirFamilyModelAndStepping() {
        CpuInfo zen4 = CpuInfo.parse(x86("25", "17", "1"));
        CpuInfo zen5 = CpuInfo.parse(x86("26", "2", "0"));
        assertEquals("AMD EPYC", zen4.model());
        assertEquals("family 25 model 17 stepping 1", zen4.signature(), "the first processor block only");
        assertEquals("AMD EPYC (family 25 model 17 stepping 1)", zen4.describe());
        assertEquals(Set.of("fpu", "sse2", "avx2", "avx512f", "avx512ifma", "avx512vbmi"), zen4.flags(),
                "the first block's flags, split on whitespace");
        assertEquals(zen4.model(), zen5.model());
        assertEquals(zen4.flags(), zen5.flags());
        assertNotEquals(zen4.describe(), zen5.describe(), "what the profile is keyed on");
    }

    @Test
    void armHasItsImplementerPartVariantAndRevision() {
        CpuInfo arm = CpuInfo.parse(List.of(
                "processor\t: 0", "BogoMIPS\t: 243.75", "Features\t: fp asimd sve", "CPU implementer\t: 0x41",
                "CPU architecture: 8", "CPU variant\t: 0x1", "CPU part\t: 0xd40", "CPU revision\t: 1", "",
                "processor\t: 1", "CPU part\t: 0xd4f", ""));
        assertEquals("implementer 0x41 part 0xd40 variant 0x1 revision 1", arm.signature());
        assertEquals(System.getProperty("os.arch", "unknown") + " (" + arm.signature() + ")", arm.describe());
        assertTrue(arm.flags().contains("sve"), arm.flags().toString());
    }

    @Test
    void withoutASignatureTheDescriptionIsTheModelName() {
        CpuInfo bare = CpuInfo.parse(List.of("model name\t: Some CPU", "flags\t: sse2"));
        assertEquals("", bare.signature());
        assertEquals("Some CPU", bare.describe());
        assertEquals("Some CPU", new CpuInfo("Some CPU", Set.of()).describe());
    }
}
