package dev.lanecrypt.spark;

import dev.lanecrypt.batch.BatchCipher;
import dev.lanecrypt.blowfish.BlowfishFamily;
import dev.lanecrypt.cipher.CipherFamily;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.Padding;
import dev.lanecrypt.des.DesFamily;
import dev.lanecrypt.des.DesedeFamily;
import java.io.Serializable;
import java.util.List;

/**
 * A JCA transformation string ({@code "DESede/CBC/PKCS5Padding"}) as the batch API's family, mode and padding:
 * what a Spark task needs to build its {@link BatchCipher}. Serializable by value (the names), so a task
 * looks the family up where it runs.
 *
 * @param family  DES, DESede (alias TripleDES) or Blowfish
 * @param mode    ECB, CBC, CFB, OFB or CTR
 * @param padding PKCS5Padding or NoPadding (PKCS5Padding only with ECB, CBC and CFB, as the JCA cipher)
 */
public record Transformation(String family, Mode mode, Padding padding) implements Serializable {

    private static final List<CipherFamily> FAMILIES =
            List.of(DesFamily.INSTANCE, DesedeFamily.INSTANCE, BlowfishFamily.INSTANCE);

    public Transformation {
        cipherFamily(family);
        if (padding == Padding.PKCS5 && !mode.allowsPadding()) {
            throw new IllegalArgumentException(mode + " mode must be used with NoPadding");
        }
    }

    /**
     * Parses {@code "family/mode/padding"}.
     *
     * @throws IllegalArgumentException for another shape, an unknown family, mode or padding, or padding
     *                                  with a stream mode
     */
    public static Transformation parse(String transformation) {
        String[] parts = transformation.split("/", -1);
        if (parts.length != 3) {
            throw new IllegalArgumentException("transformation " + transformation + " is not family/mode/padding");
        }
        Mode mode = Mode.forJcaName(parts[1])
                .orElseThrow(() -> new IllegalArgumentException("Cipher mode: " + parts[1] + " not found"));
        Padding padding = Padding.forJcaName(parts[2])
                .orElseThrow(() -> new IllegalArgumentException("Padding: " + parts[2] + " not implemented"));
        return new Transformation(cipherFamily(parts[0]).name(), mode, padding);
    }

    /** The JCA name, as {@code Cipher.getInstance} takes it. */
    public String jcaName() {
        return family + "/" + mode + "/" + (padding == Padding.PKCS5 ? "PKCS5Padding" : "NoPadding");
    }

    /** The batch encryptor or decryptor of this transformation. */
    BatchCipher batch(boolean encrypt) {
        CipherFamily f = cipherFamily(family);
        return encrypt ? BatchCipher.encryptor(f, mode, padding) : BatchCipher.decryptor(f, mode, padding);
    }

    private static CipherFamily cipherFamily(String name) {
        String n = name.equalsIgnoreCase("TripleDES") ? "DESede" : name;
        return FAMILIES.stream().filter(f -> f.name().equalsIgnoreCase(n)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("Cipher family: " + name + " not found"));
    }
}
