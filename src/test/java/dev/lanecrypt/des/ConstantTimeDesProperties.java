package dev.lanecrypt.des;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The constant-time one-block engine against the table-driven one, DES and Triple-DES (three independent keys). */
class ConstantTimeDesProperties {

    @Property(tries = 300)
    void desSameAsTableDriven(@ForAll long key, @ForAll long block) {
        ConstantTimeDes ct = new ConstantTimeDes(key);
        ScalarDes table = new ScalarDes(key);
        assertEquals(table.encrypt(block), ct.encrypt(block));
        assertEquals(table.decrypt(block), ct.decrypt(block));
        assertEquals(block, ct.decrypt(ct.encrypt(block)));
    }

    @Property(tries = 200)
    void tripleDesSameAsTableDriven(@ForAll long k1, @ForAll long k2, @ForAll long k3, @ForAll long block) {
        ConstantTimeDes ct = new ConstantTimeDes(k1, k2, k3);
        ScalarTripleDes table = new ScalarTripleDes(k1, k2, k3);
        assertEquals(table.encrypt(block), ct.encrypt(block));
        assertEquals(table.decrypt(block), ct.decrypt(block));
    }

    /** P(S(E(r) xor k)) straight from the FIPS 46-3 tables, {@code k48} bit 47 first. */
    private static int fipsF(int r, long k48) {
        long e = 0;
        for (int j = 1; j <= 48; j++) {
            e = (e << 1) | ((r >>> (32 - DesTables.expansion(j))) & 1);
        }
        long x = e ^ k48;
        long s = 0;
        for (int box = 0; box < 8; box++) {
            s = (s << 4) | DesTables.sbox(box, (int) (x >>> (42 - 6 * box)) & 63);
        }
        return (int) DesTables.select(s, DesTables.P, 32);
    }

    private static int f(int r, long k48) {
        int[] k = DesRounds.packRoundKey(k48);
        return TruthTableRounds.f(r, k[0], k[1]);
    }

    /** Every entry of every S-box: a zero half and a key with the same six bits before every S-box. */
    @Property(tries = 1)
    void everySBoxEntryAsTheTables() {
        for (long x = 0; x < 64; x++) {
            long k48 = 0;
            for (int box = 0; box < 8; box++) {
                k48 |= x << (6 * box);
            }
            assertEquals(fipsF(0, k48), f(0, k48), "input " + x);
        }
    }

    @Property(tries = 500)
    void roundFunctionAsTheTables(@ForAll int r, @ForAll long key) {
        long k48 = key & 0xFFFF_FFFF_FFFFL;
        assertEquals(fipsF(r, k48), f(r, k48));
    }

    /** The byte methods (the JCA's path for calls of a few blocks) as block by block, with and without the xor. */
    @Property(tries = 100)
    void bytesAsBlockByBlock(@ForAll long key, @ForAll @IntRange(min = 0, max = 5) int count,
            @ForAll @IntRange(min = 0, max = 9) int inAt, @ForAll @IntRange(min = 0, max = 9) int outAt,
            @ForAll boolean withXor, @ForAll boolean encrypt, @ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        ConstantTimeDes ct = new ConstantTimeDes(key, ~key, key ^ seed);
        byte[] in = new byte[inAt + 8 * count + 3];
        byte[] xor = new byte[8 * count + 5];
        r.nextBytes(in);
        r.nextBytes(xor);
        byte[] out = new byte[outAt + 8 * count + 2];
        assertEquals(true, encrypt ? ct.encryptBytes(in, inAt, out, outAt, count, withXor ? xor : null, 0)
                : ct.decryptBytes(in, inAt, out, outAt, count, withXor ? xor : null, 0));
        java.nio.ByteBuffer ib = java.nio.ByteBuffer.wrap(in);
        java.nio.ByteBuffer ob = java.nio.ByteBuffer.wrap(out);
        java.nio.ByteBuffer xb = java.nio.ByteBuffer.wrap(xor);
        for (int i = 0; i < count; i++) {
            long b = encrypt ? ct.encrypt(ib.getLong(inAt + 8 * i)) : ct.decrypt(ib.getLong(inAt + 8 * i));
            assertEquals(withXor ? b ^ xb.getLong(8 * i) : b, ob.getLong(outAt + 8 * i), "block " + i);
        }
        for (int i = 0; i < outAt; i++) {
            assertEquals(0, out[i], "nothing written before the output");
        }
        for (int i = outAt + 8 * count; i < out.length; i++) {
            assertEquals(0, out[i], "nothing written after the output");
        }
        if (count > 0) {
            org.junit.jupiter.api.Assertions.assertThrows(IndexOutOfBoundsException.class,
                    () -> ct.encryptBytes(in, in.length - 8 * count + 1, out, outAt, count, null, 0));
        }
    }

    /** The serial modes' engine: table-driven by default, the one-block constant-time engine when asked for. */
    @Property(tries = 1)
    void serialModesOnTheConstantTimeEngineWhenAsked() throws Exception {
        java.lang.reflect.Field single = dev.lanecrypt.cipher.BulkBlock64.class.getDeclaredField("single");
        single.setAccessible(true);
        byte[] key = {1, 35, 69, 103, -119, -85, -51, -17};
        String old = System.getProperty(DesEngines.SERIAL_PROPERTY);
        try {
            System.clearProperty(DesEngines.SERIAL_PROPERTY);
            assertEquals(ScalarDes.class, single.get(DesFamily.INSTANCE.engine(key)).getClass());
            System.setProperty(DesEngines.SERIAL_PROPERTY, "constant-time");
            dev.lanecrypt.cipher.Block64 e = DesFamily.INSTANCE.engine(key);
            assertEquals(ConstantTimeDes.class, single.get(e).getClass());
            assertEquals(new ScalarDes(0x0123456789ABCDEFL).encrypt(42L), e.encrypt(42L));
            System.setProperty(DesEngines.SERIAL_PROPERTY, "fast");
            dev.lanecrypt.select.KernelChoiceException x = org.junit.jupiter.api.Assertions.assertThrows(
                    dev.lanecrypt.select.KernelChoiceException.class, () -> DesFamily.INSTANCE.engine(key));
            assertEquals("-Dlanecrypt.des.serial=fast is not one of table|constant-time", x.getMessage());
        } finally {
            if (old == null) {
                System.clearProperty(DesEngines.SERIAL_PROPERTY);
            } else {
                System.setProperty(DesEngines.SERIAL_PROPERTY, old);
            }
        }
    }
}
