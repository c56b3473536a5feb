package dev.lanecrypt.dh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.lanecrypt.math.FixedBaseModPow;
import dev.lanecrypt.math.MpInt;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Which groups get fixed-base tables: the named ones (a TLS 1.2 client's plain spec on ffdhe2048 resolves to
 * the named group, and its 1024-bit private values get a table), custom (p, g) from their second sighting by
 * {@link DhGroup#of} (a table for a group seen once would cost several key pairs), and no table past the size
 * bound (1024-bit values on an 8192-bit prime); the tables' values equal BigInteger's.
 */
class DhGroupTablesTest {

    @Test
    void namedAndKeptGroupsGetTablesWithinTheBounds() {
        DhGroup ffdhe = DhGroup.of(DhGroup.ffdhe(2048).p(), MpInt.TWO);
        assertSame(DhGroup.ffdhe(2048), ffdhe);
        FixedBaseModPow t = ffdhe.fixedBase(1024);
        assertNotNull(t);
        MpInt x = MpInt.fromBigInteger(new BigInteger(1024, new Random(7)));
        assertEquals(BigInteger.TWO.modPow(x.toBigInteger(), ffdhe.p().toBigInteger()), t.modPow(x).toBigInteger());
        assertNull(DhGroup.ffdhe(8192).fixedBase(1024), "8192-bit prime, 1024-bit values: past the size bound");
        assertNull(ffdhe.fixedBase(1025));

        MpInt p = MpInt.fromBigInteger(BigInteger.probablePrime(600, new Random(3)));
        assertNull(DhGroup.of(p, MpInt.valueOf(5)).fixedBase(300), "seen once: no table");
        DhGroup custom = DhGroup.of(p, MpInt.valueOf(5));
        assertSame(custom, DhGroup.of(p, MpInt.valueOf(5)), "kept from the second sighting");
        assertNotNull(custom.fixedBase(300));
    }

    @Test
    void groupsSeenOnceGetNoTable() {
        Random r = new Random(11);
        DhGroup last = null;
        for (int i = 0; i < 40; i++) {
            last = DhGroup.of(MpInt.fromBigInteger(BigInteger.probablePrime(512, r)), MpInt.valueOf(2));
        }
        assertNull(last.fixedBase(256), "a group seen once is not kept, so it builds no table");
        MpInt x = MpInt.valueOf(123456789);
        assertEquals(BigInteger.TWO.modPow(x.toBigInteger(), last.p().toBigInteger()),
                DiffieHellman.publicValue(last, x).toBigInteger());
    }
}
