package dev.lanecrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.dh.DhGroup;
import dev.lanecrypt.math.SecretModPow;
import java.math.BigInteger;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Security;
import java.security.Signature;
import java.security.SignatureException;
import java.security.interfaces.RSAPrivateCrtKey;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.PSSParameterSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javax.crypto.Cipher;
import javax.crypto.KeyAgreement;
import javax.crypto.spec.DHParameterSpec;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The provider's private-key operations through the JCA from many threads at once, with the coalescer
 * forming batches (one place, so every caller behind a computation queues; and the shared one): PKCS #1
 * v1.5 signatures byte for byte SunRsaSign's, PSS signatures verified by SunRsaSign, RSA decryption of
 * SunJCE's ciphertexts and private-key encryption equal to SunJCE's, DH agreements equal to SunJCE's,
 * with RSA-2048 and RSA-3072 keys and ffdhe2048 and ffdhe3072. A key whose CRT exponent is wrong fails
 * its fault check in the middle of a batch: only its caller fails, with the exception it gets alone.
 */
class CoalescedOperationsTest {

    private static final Provider LANE = new LaneCryptProvider();
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final KeyPair[] RSA = {rsa(2048), rsa(2048), rsa(3072)};
    private static final KeyPair[][] DH = {dh("ffdhe2048", 224), dh("ffdhe3072", 256)};
    private static final byte[][] MESSAGES = {"first".getBytes(), "second".getBytes(), new byte[300]};

    private static KeyPair rsa(int bits) {
        try {
            KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
            g.initialize(bits);
            return g.generateKeyPair();
        } catch (Exception e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Two SunJCE key pairs on a named group, private values of JSSE's length. */
    private static KeyPair[] dh(String name, int l) {
        try {
            DhGroup group = DhGroup.named(name);
            KeyPairGenerator g = KeyPairGenerator.getInstance("DH", "SunJCE");
            g.initialize(new DHParameterSpec(group.p().toBigInteger(), group.g().toBigInteger(), l));
            return new KeyPair[] {g.generateKeyPair(), g.generateKeyPair()};
        } catch (Exception e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @AfterEach
    void sharedCoalescerAgain() {
        Coalescing.use(null);
    }

    /** One random private operation through LaneCrypt, checked against the JDK's providers; null when right. */
    private static String oneOperation(Random r) throws Exception {
        KeyPair kp = RSA[r.nextInt(RSA.length)];
        byte[] msg = MESSAGES[r.nextInt(MESSAGES.length)];
        int bits = ((RSAPrivateCrtKey) kp.getPrivate()).getModulus().bitLength();
        switch (r.nextInt(5)) {
            case 0 -> {
                byte[] ours = sign("SHA256withRSA", LANE, kp.getPrivate(), msg, null);
                byte[] theirs = sign("SHA256withRSA", Security.getProvider("SunRsaSign"), kp.getPrivate(), msg, null);
                return java.util.Arrays.equals(ours, theirs) ? null : "PKCS#1 signature differs, " + bits + " bits";
            }
            case 1 -> {
                PSSParameterSpec pss = new PSSParameterSpec("SHA-256", "MGF1", MGF1ParameterSpec.SHA256, 32, 1);
                byte[] sig = sign("RSASSA-PSS", LANE, kp.getPrivate(), msg, pss);
                Signature v = Signature.getInstance("RSASSA-PSS", "SunRsaSign");
                v.setParameter(pss);
                v.initVerify(kp.getPublic());
                v.update(msg);
                return v.verify(sig) ? null : "PSS signature does not verify, " + bits + " bits";
            }
            case 2 -> {
                Cipher enc = Cipher.getInstance("RSA/ECB/PKCS1Padding", "SunJCE");
                enc.init(Cipher.ENCRYPT_MODE, kp.getPublic());
                byte[] ct = enc.doFinal(java.util.Arrays.copyOf(msg, 16));
                Cipher dec = Cipher.getInstance("RSA/ECB/PKCS1Padding", LANE);
                dec.init(Cipher.DECRYPT_MODE, kp.getPrivate());
                return java.util.Arrays.equals(java.util.Arrays.copyOf(msg, 16), dec.doFinal(ct)) ? null
                        : "decryption differs, " + bits + " bits";
            }
            case 3 -> {
                byte[] ours = privateEncrypt(LANE, kp.getPrivate(), msg);
                byte[] theirs = privateEncrypt(Security.getProvider("SunJCE"), kp.getPrivate(), msg);
                return java.util.Arrays.equals(ours, theirs) ? null : "private-key encryption differs, " + bits + " bits";
            }
            default -> {
                KeyPair[] pair = DH[r.nextInt(DH.length)];
                byte[] ours = agree(LANE, pair[0].getPrivate(), pair[1].getPublic());
                byte[] theirs = agree(Security.getProvider("SunJCE"), pair[1].getPrivate(), pair[0].getPublic());
                return java.util.Arrays.equals(ours, theirs) ? null : "DH secret differs";
            }
        }
    }

    private static byte[] sign(String alg, Provider p, PrivateKey k, byte[] msg, PSSParameterSpec pss) throws Exception {
        Signature s = Signature.getInstance(alg, p);
        if (pss != null) {
            s.setParameter(pss);
        }
        s.initSign(k, RANDOM);
        s.update(msg);
        return s.sign();
    }

    private static byte[] privateEncrypt(Provider p, PrivateKey k, byte[] msg) throws Exception {
        Cipher c = Cipher.getInstance("RSA/ECB/PKCS1Padding", p);
        c.init(Cipher.ENCRYPT_MODE, k);
        return c.doFinal(java.util.Arrays.copyOf(msg, 20));
    }

    private static byte[] agree(Provider p, PrivateKey mine, PublicKey theirs) throws Exception {
        KeyAgreement ka = KeyAgreement.getInstance("DH", p);
        ka.init(mine);
        ka.doPhase(theirs, true);
        return ka.generateSecret();
    }

    @ParameterizedTest
    @CsvSource({"16, false, true", "48, true, true", "12, false, false", "24, true, false"})
    void manyThreadsGetTheJdksResults(int threads, boolean virtual, boolean onePlace) throws Exception {
        Coalescer c = onePlace ? new Coalescer(1, Coalescer::batchLanes, SecretModPow.BATCH, SecretModPow.DIRECT)
                : null;
        Coalescing.use(c);
        Coalescing.Stats before = Coalescing.stats();
        int perThread = virtual ? 3 : 5;
        AtomicReference<String> wrong = new AtomicReference<>();
        List<Thread> all = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            long seed = 31L * t + threads;
            Runnable task = () -> {
                Random r = new Random(seed);
                for (int k = 0; k < perThread; k++) {
                    try {
                        String problem = oneOperation(r);
                        if (problem != null) {
                            wrong.compareAndSet(null, problem);
                        }
                    } catch (Exception e) {
                        wrong.compareAndSet(null, e.toString());
                    }
                }
            };
            all.add(virtual ? Thread.ofVirtual().start(task) : Thread.ofPlatform().start(task));
        }
        for (Thread t : all) {
            t.join(TimeUnit.SECONDS.toMillis(120));
            assertTrue(!t.isAlive(), "a caller did not finish");
        }
        assertEquals(null, wrong.get());
        Coalescing.Stats after = Coalescing.stats();
        if (c != null || after.enabled()) { // the shared one exists unless -Dlanecrypt.coalesce=false
            assertEquals((long) threads * perThread, after.operations() - before.operations(), after.toString());
        }
        if (onePlace && after.enabled()) {
            assertTrue(after.batchedOperations() > 0, "no batch formed: " + after);
        }
    }

    /**
     * A gate holds a lone signer; behind it queue a signer with a key whose dP is off by two (it passes the
     * key checks, its half is wrong, the fault check catches it) and three good ones of the same size. The
     * bad signer gets SignatureException caused by the fault check's ArithmeticException, exactly as when
     * it signs alone; the others, in the same batches, sign right.
     */
    @Test
    void aFaultyLaneFailsOnlyItsCallerWithTheUsualException() throws Exception {
        RSAPrivateCrtKey good = (RSAPrivateCrtKey) RSA[0].getPrivate();
        PrivateKey bad = new BadCrtKey(good);
        SignatureException alone = signFailure(bad);
        assertNotNull(alone, "the faulty key must fail alone");

        CoalescerTest.Gate gate = new CoalescerTest.Gate();
        Coalescer c = new Coalescer(1, () -> 4, SecretModPow.BATCH, gate);
        Coalescing.use(c);
        byte[] msg = MESSAGES[0];
        byte[] expected = sign("SHA256withRSA", Security.getProvider("SunRsaSign"), good, msg, null);
        Object[] out = new Object[5];
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < out.length; i++) {
            int at = i;
            PrivateKey key = i == 1 ? bad : RSA[i % 2].getPrivate();
            threads.add(Thread.ofPlatform().start(() -> {
                try {
                    out[at] = sign("SHA256withRSA", LANE, key, msg, null);
                } catch (Exception e) {
                    out[at] = e;
                }
            }));
            if (i == 0) {
                gate.entered.await();
            }
        }
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (c.stats(true, "on", 4).waited() < 4 && System.nanoTime() < end) {
            Thread.sleep(2);
        }
        gate.open();
        for (Thread t : threads) {
            t.join(TimeUnit.SECONDS.toMillis(60));
        }
        assertArrayEquals(new long[] {0, 0, 2, 0, 0}, c.stats(true, "on", 4).batches(), "two batches of two");
        SignatureException inBatch = assertInstanceOf(SignatureException.class, out[1]);
        assertEquals(alone.getMessage(), inBatch.getMessage());
        assertEquals(alone.getCause().getClass(), inBatch.getCause().getClass());
        assertEquals(alone.getCause().getMessage(), inBatch.getCause().getMessage());
        for (int i : new int[] {0, 2, 4}) {
            assertArrayEquals(expected, (byte[]) out[i], "signer " + i);
        }
        byte[] other = sign("SHA256withRSA", Security.getProvider("SunRsaSign"), RSA[1].getPrivate(), msg, null);
        assertArrayEquals(other, (byte[]) out[3], "signer 3");
    }

    private static SignatureException signFailure(PrivateKey key) {
        try {
            sign("SHA256withRSA", LANE, key, MESSAGES[0], null);
            return null;
        } catch (SignatureException e) {
            return e;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** Threads that sign with their interrupt status set get right signatures and keep the status. */
    @ParameterizedTest
    @CsvSource({"true", "false"})
    void interruptedSignersSignAndStayInterrupted(boolean virtual) throws Exception {
        Coalescing.use(new Coalescer(1, Coalescer::batchLanes, SecretModPow.BATCH, SecretModPow.DIRECT));
        byte[] expected = sign("SHA256withRSA", Security.getProvider("SunRsaSign"), RSA[0].getPrivate(), MESSAGES[1], null);
        Object[] out = new Object[8];
        boolean[] interrupted = new boolean[out.length];
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < out.length; i++) {
            int at = i;
            Runnable task = () -> {
                Thread.currentThread().interrupt();
                try {
                    out[at] = sign("SHA256withRSA", LANE, RSA[0].getPrivate(), MESSAGES[1], null);
                } catch (Exception e) {
                    out[at] = e;
                }
                interrupted[at] = Thread.currentThread().isInterrupted();
            };
            threads.add(virtual ? Thread.ofVirtual().start(task) : Thread.ofPlatform().start(task));
        }
        for (Thread t : threads) {
            t.join(TimeUnit.SECONDS.toMillis(60));
        }
        for (int i = 0; i < out.length; i++) {
            assertArrayEquals(expected, (byte[]) out[i], "signer " + i);
            assertTrue(interrupted[i], "signer " + i + " lost its interrupt status");
        }
    }

    /** A CRT key whose dP is off by two: consistent enough for the key checks, wrong in its p half. */
    private record BadCrtKey(RSAPrivateCrtKey k) implements RSAPrivateCrtKey {
        @Override
        public BigInteger getPublicExponent() {
            return k.getPublicExponent();
        }

        @Override
        public BigInteger getPrimeP() {
            return k.getPrimeP();
        }

        @Override
        public BigInteger getPrimeQ() {
            return k.getPrimeQ();
        }

        @Override
        public BigInteger getPrimeExponentP() {
            return k.getPrimeExponentP().add(BigInteger.TWO);
        }

        @Override
        public BigInteger getPrimeExponentQ() {
            return k.getPrimeExponentQ();
        }

        @Override
        public BigInteger getCrtCoefficient() {
            return k.getCrtCoefficient();
        }

        @Override
        public BigInteger getPrivateExponent() {
            return k.getPrivateExponent();
        }

        @Override
        public BigInteger getModulus() {
            return k.getModulus();
        }

        @Override
        public String getAlgorithm() {
            return "RSA";
        }

        @Override
        public String getFormat() {
            return null;
        }

        @Override
        public byte[] getEncoded() {
            return null;
        }
    }
}
