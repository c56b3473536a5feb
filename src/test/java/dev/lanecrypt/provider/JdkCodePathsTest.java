package dev.lanecrypt.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.security.AlgorithmParameters;
import java.security.Key;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Security;
import java.security.Signature;
import java.security.interfaces.RSAPrivateCrtKey;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.PSSParameterSpec;
import java.security.spec.RSAKeyGenParameterSpec;
import java.security.spec.RSAPrivateCrtKeySpec;
import java.security.spec.RSAPrivateKeySpec;
import java.security.spec.RSAPublicKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.Cipher;
import javax.crypto.KeyAgreement;
import javax.crypto.SecretKey;
import javax.crypto.interfaces.DHPublicKey;
import javax.crypto.spec.DHParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Typical JDK RSA and DH code, written against the JCA with no provider named, run twice: with the JDK's
 * providers alone and with LaneCrypt installed at position 1. Every step must end the same way (the same
 * deterministic output or description, or the same exception type), so installing LaneCrypt first breaks
 * none of these programs.
 */
class JdkCodePathsTest {

    private static KeyPair rsa;
    private static KeyPair dh;
    private static KeyPair dhPeer;

    /** One step of a program: returns a deterministic description of what it produced. */
    interface Step {
        String run() throws Exception;
    }

    @BeforeAll
    static void keys() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
        g.initialize(2048);
        rsa = g.generateKeyPair();
        KeyPairGenerator d = KeyPairGenerator.getInstance("DH", "SunJCE");
        d.initialize(2048);
        dh = d.generateKeyPair();
        dhPeer = d.generateKeyPair();
    }

    private static Map<String, Step> steps() {
        Map<String, Step> s = new LinkedHashMap<>();
        byte[] msg = "the quick brown fox".getBytes();
        s.put("RSA KeyPairGenerator default", () -> describe(KeyPairGenerator.getInstance("RSA").generateKeyPair()));
        s.put("RSA KeyPairGenerator 2048 e=3", () -> {
            KeyPairGenerator g = KeyPairGenerator.getInstance("RSA");
            g.initialize(new RSAKeyGenParameterSpec(2048, RSAKeyGenParameterSpec.F0));
            return describe(g.generateKeyPair());
        });
        s.put("RSA KeyPairGenerator 511", () -> {
            KeyPairGenerator.getInstance("RSA").initialize(511);
            return "ok";
        });
        s.put("RSA KeyPairGenerator 1000 bits", () -> {
            KeyPairGenerator g = KeyPairGenerator.getInstance("RSA");
            g.initialize(1000);
            return describe(g.generateKeyPair());
        });
        s.put("RSA KeyPairGenerator even exponent", () -> {
            KeyPairGenerator.getInstance("RSA").initialize(new RSAKeyGenParameterSpec(2048, BigInteger.valueOf(65536)));
            return "ok";
        });
        s.put("RSA KeyPairGenerator with PSS key parameters", () -> {
            KeyPairGenerator.getInstance("RSA").initialize(new RSAKeyGenParameterSpec(2048, RSAKeyGenParameterSpec.F4,
                    PSSParameterSpec.DEFAULT));
            return "ok";
        });
        s.put("Cipher RSA with an RSASSA-PSS key", () -> {
            KeyPair kp = KeyPairGenerator.getInstance("RSASSA-PSS").generateKeyPair();
            Cipher c = Cipher.getInstance("RSA/ECB/PKCS1Padding");
            c.init(Cipher.ENCRYPT_MODE, kp.getPublic());
            return String.valueOf(c.doFinal(msg).length);
        });
        s.put("RSA KeyFactory encodings", () -> {
            KeyFactory f = KeyFactory.getInstance("RSA");
            PublicKey pub = f.generatePublic(new X509EncodedKeySpec(rsa.getPublic().getEncoded()));
            PrivateKey priv = f.generatePrivate(new PKCS8EncodedKeySpec(rsa.getPrivate().getEncoded()));
            RSAPrivateCrtKeySpec crt = f.getKeySpec(priv, RSAPrivateCrtKeySpec.class);
            RSAPublicKeySpec ps = f.getKeySpec(pub, RSAPublicKeySpec.class);
            PrivateKey plain = f.generatePrivate(new RSAPrivateKeySpec(crt.getModulus(), crt.getPrivateExponent()));
            Key translated = f.translateKey(rsa.getPrivate());
            return hex(pub.getEncoded()) + hex(priv.getEncoded()) + crt.getPrimeP() + ps.getPublicExponent()
                    + plain.getFormat() + hex(plain.getEncoded()) + translated.getClass().getName()
                    + f.getKeySpec(pub, X509EncodedKeySpec.class).getFormat();
        });
        s.put("RSA KeyFactory bad spec", () -> {
            KeyFactory.getInstance("RSA").generatePublic(new PKCS8EncodedKeySpec(new byte[] {1, 2, 3}));
            return "ok";
        });
        for (String alg : List.of("SHA256withRSA", "SHA384withRSA", "SHA512withRSA", "SHA1withRSA")) {
            s.put(alg + " sign, verify, parameters", () -> {
                Signature sig = Signature.getInstance(alg);
                sig.initSign(rsa.getPrivate());
                sig.update(msg);
                byte[] out = sig.sign();
                Signature v = Signature.getInstance(alg);
                v.initVerify(rsa.getPublic());
                v.update(msg);
                return hex(out) + v.verify(out) + sig.getParameters();
            });
        }
        s.put("SHA256withRSA setParameter(null)", () -> {
            Signature sig = Signature.getInstance("SHA256withRSA");
            sig.initSign(rsa.getPrivate());
            sig.setParameter(null);
            return "ok";
        });
        s.put("SHA256withRSA corrupted signature", () -> {
            Signature v = Signature.getInstance("SHA256withRSA");
            v.initVerify(rsa.getPublic());
            v.update(msg);
            byte[] bad = new byte[256];
            bad[3] = 9;
            return String.valueOf(v.verify(bad));
        });
        PSSParameterSpec sha256 = new PSSParameterSpec("SHA-256", "MGF1", MGF1ParameterSpec.SHA256, 32, 1);
        PSSParameterSpec sha384 = new PSSParameterSpec("SHA-384", "MGF1", MGF1ParameterSpec.SHA384, 48, 1);
        s.put("RSASSA-PSS sign/verify and parameters", () -> pss(rsa, sha256, msg));
        // SunRsaSign requires setParameter even with a PSS key's parameters; LaneCrypt would also take the key's.
        s.put("RSASSA-PSS with a PSS key carrying parameters", () -> pss(pssKeys(sha384), sha384, msg));
        s.put("RSASSA-PSS with parameters other than the key's", () -> {
            KeyPair kp = pssKeys(sha384);
            Signature sig = Signature.getInstance("RSASSA-PSS");
            sig.initSign(kp.getPrivate());
            sig.setParameter(sha256);
            sig.update(msg);
            return String.valueOf(sig.sign().length);
        });
        s.put("RSASSA-PSS setParameter(null)", () -> {
            Signature.getInstance("RSASSA-PSS").setParameter(null);
            return "ok";
        });
        s.put("RSASSA-PSS salt too long for the key", () -> {
            Signature sig = Signature.getInstance("RSASSA-PSS");
            sig.setParameter(new PSSParameterSpec("SHA-256", "MGF1", MGF1ParameterSpec.SHA256, 240, 1));
            sig.initSign(rsa.getPrivate());
            return "ok";
        });
        s.put("SHA256withRSA with a DH key", () -> {
            Signature.getInstance("SHA256withRSA").initSign(dh.getPrivate());
            return "ok";
        });
        s.put("SHA256withRSA verify before init", () -> {
            Signature.getInstance("SHA256withRSA").verify(new byte[256]);
            return "ok";
        });
        s.put("Cipher RSA with a DH key", () -> {
            Cipher.getInstance("RSA").init(Cipher.ENCRYPT_MODE, dh.getPublic());
            return "ok";
        });
        s.put("Cipher OAEP SHA-512 with a 512-bit key", () -> {
            KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
            g.initialize(512);
            Cipher.getInstance("RSA/ECB/OAEPWithSHA-512AndMGF1Padding").init(Cipher.ENCRYPT_MODE,
                    g.generateKeyPair().getPublic());
            return "ok";
        });
        s.put("RSA KeyFactory 256-bit modulus", () -> {
            KeyFactory.getInstance("RSA").generatePublic(new RSAPublicKeySpec(BigInteger.ONE.shiftLeft(255).add(
                    BigInteger.valueOf(1001)), BigInteger.valueOf(65537)));
            return "ok";
        });
        s.put("RSASSA-PSS without parameters", () -> {
            Signature sig = Signature.getInstance("RSASSA-PSS");
            sig.initSign(rsa.getPrivate());
            sig.update(msg);
            return hex(sig.sign());
        });
        s.put("Cipher RSA defaults", () -> {
            Cipher c = Cipher.getInstance("RSA");
            c.init(Cipher.ENCRYPT_MODE, rsa.getPublic());
            byte[] ct = c.doFinal(msg);
            Cipher d = Cipher.getInstance("RSA/ECB/PKCS1Padding", "SunJCE");
            d.init(Cipher.DECRYPT_MODE, rsa.getPrivate());
            return new String(d.doFinal(ct)) + c.getBlockSize() + c.getOutputSize(10) + c.getIV() + c.getParameters()
                    + ct.length;
        });
        for (String t : List.of("RSA/ECB/OAEPWithSHA-256AndMGF1Padding", "RSA/ECB/OAEPWithSHA-1AndMGF1Padding",
                "RSA/ECB/OAEPPadding")) {
            s.put(t + " round trip and parameters", () -> {
                Cipher c = Cipher.getInstance(t);
                c.init(Cipher.ENCRYPT_MODE, rsa.getPublic());
                byte[] ct = c.doFinal(msg);
                AlgorithmParameters p = c.getParameters();
                Cipher d = Cipher.getInstance(t);
                d.init(Cipher.DECRYPT_MODE, rsa.getPrivate(), p);
                return new String(d.doFinal(ct)) + hex(p.getEncoded()) + c.getOutputSize(1);
            });
        }
        s.put("Cipher RSA wrap and unwrap an AES key", () -> {
            SecretKey aes = new SecretKeySpec(new byte[16], "AES");
            Cipher c = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
            c.init(Cipher.WRAP_MODE, rsa.getPublic());
            byte[] w = c.wrap(aes);
            c.init(Cipher.UNWRAP_MODE, rsa.getPrivate());
            Key back = c.unwrap(w, "AES", Cipher.SECRET_KEY);
            return back.getAlgorithm() + hex(back.getEncoded()) + w.length;
        });
        s.put("Cipher RSA doFinal into a short buffer", () -> {
            Cipher c = Cipher.getInstance("RSA/ECB/PKCS1Padding");
            c.init(Cipher.ENCRYPT_MODE, rsa.getPublic());
            c.doFinal(msg, 0, msg.length, new byte[10], 0);
            return "ok";
        });
        s.put("Cipher RSA update then doFinal", () -> {
            Cipher c = Cipher.getInstance("RSA/ECB/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, rsa.getPrivate());
            c.update(new byte[100]);
            c.update(msg);
            return hex(c.doFinal(new byte[3]));
        });
        s.put("DH KeyPairGenerator default", () -> {
            KeyPair kp = KeyPairGenerator.getInstance("DH").generateKeyPair();
            return ((DHPublicKey) kp.getPublic()).getParams().getP().bitLength() + kp.getPublic().getFormat()
                    + kp.getPrivate().getFormat() + kp.getPublic().getAlgorithm();
        });
        s.put("DiffieHellman KeyPairGenerator with the peer's parameters", () -> {
            KeyPairGenerator g = KeyPairGenerator.getInstance("DiffieHellman");
            DHParameterSpec params = ((DHPublicKey) dh.getPublic()).getParams();
            g.initialize(params);
            KeyPair kp = g.generateKeyPair();
            return ((DHPublicKey) kp.getPublic()).getParams().getP().equals(params.getP()) + kp.getPublic().getAlgorithm();
        });
        s.put("DH agreement and secrets", () -> {
            StringBuilder out = new StringBuilder();
            KeyAgreement ka = KeyAgreement.getInstance("DH");
            ka.init(dh.getPrivate());
            ka.doPhase(dhPeer.getPublic(), true);
            out.append(hex(ka.generateSecret()));
            ka.doPhase(dhPeer.getPublic(), true);
            out.append(hex(ka.generateSecret("TlsPremasterSecret").getEncoded()));
            ka.doPhase(dhPeer.getPublic(), true);
            try {
                ka.generateSecret("AES");
            } catch (Exception e) {
                out.append(e.getClass().getSimpleName());
            }
            return out.toString();
        });
        s.put("DH KeyPairGenerator with a private value length", () -> {
            DHParameterSpec params = ((DHPublicKey) dh.getPublic()).getParams();
            KeyPairGenerator g = KeyPairGenerator.getInstance("DH");
            g.initialize(new DHParameterSpec(params.getP(), params.getG(), 256));
            KeyPair kp = g.generateKeyPair();
            javax.crypto.interfaces.DHPrivateKey x = (javax.crypto.interfaces.DHPrivateKey) kp.getPrivate();
            return x.getX().bitLength() <= 256 ? "short " + x.getParams().getL() + " "
                    + ((DHPublicKey) kp.getPublic()).getParams().getL() : "long";
        });
        s.put("DH KeyAgreement with parameters", () -> {
            KeyAgreement ka = KeyAgreement.getInstance("DH");
            ka.init(dh.getPrivate(), ((DHPublicKey) dh.getPublic()).getParams());
            ka.doPhase(dhPeer.getPublic(), true);
            return hex(ka.generateSecret());
        });
        s.put("DH three-party agreement", () -> {
            KeyPairGenerator g = KeyPairGenerator.getInstance("DH");
            g.initialize(((DHPublicKey) dh.getPublic()).getParams());
            KeyPair carol = g.generateKeyPair();
            KeyPair[] parties = {dh, dhPeer, carol};
            KeyAgreement[] ka = new KeyAgreement[3];
            Key[] intermediate = new Key[3];
            for (int i = 0; i < 3; i++) { // Alice with Carol's key, Bob with Alice's, Carol with Bob's
                ka[i] = KeyAgreement.getInstance("DH");
                ka[i].init(parties[i].getPrivate());
                intermediate[i] = ka[i].doPhase(parties[(i + 2) % 3].getPublic(), false);
            }
            byte[][] secrets = new byte[3][];
            for (int i = 0; i < 3; i++) { // Alice with Carol's intermediate value, Bob with Alice's, ...
                ka[i].doPhase(intermediate[(i + 2) % 3], true);
                secrets[i] = ka[i].generateSecret();
            }
            return java.util.Arrays.equals(secrets[0], secrets[1]) + " " + java.util.Arrays.equals(secrets[1], secrets[2])
                    + " " + secrets[0].length;
        });
        s.put("DH KeyFactory encodings", () -> {
            KeyFactory f = KeyFactory.getInstance("DH");
            PublicKey pub = f.generatePublic(new X509EncodedKeySpec(dh.getPublic().getEncoded()));
            PrivateKey priv = f.generatePrivate(new PKCS8EncodedKeySpec(dh.getPrivate().getEncoded()));
            return hex(pub.getEncoded()) + hex(priv.getEncoded());
        });
        s.put("DH agreement with an RSA key", () -> {
            KeyAgreement.getInstance("DH").init(rsa.getPrivate());
            return "ok";
        });
        return s;
    }

    /** Signs and verifies with RSASSA-PSS under {@code spec}: the outcome and the encoded parameters. */
    private static String pss(KeyPair kp, PSSParameterSpec spec, byte[] msg) throws Exception {
        Signature sig = Signature.getInstance("RSASSA-PSS");
        sig.setParameter(spec);
        sig.initSign(kp.getPrivate());
        sig.update(msg);
        byte[] out = sig.sign();
        Signature v = Signature.getInstance("RSASSA-PSS");
        v.initVerify(kp.getPublic());
        v.setParameter(spec);
        v.update(msg);
        AlgorithmParameters p = sig.getParameters();
        return v.verify(out) + " " + out.length + " " + hex(p.getEncoded()) + kp.getPublic().getAlgorithm();
    }

    /** A 2048-bit "RSASSA-PSS" key pair restricted to {@code spec}. */
    private static KeyPair pssKeys(PSSParameterSpec spec) throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSASSA-PSS");
        g.initialize(new RSAKeyGenParameterSpec(2048, RSAKeyGenParameterSpec.F4, spec));
        return g.generateKeyPair();
    }

    private static String describe(KeyPair kp) {
        RSAPublicKey pub = (RSAPublicKey) kp.getPublic();
        RSAPrivateCrtKey priv = (RSAPrivateCrtKey) kp.getPrivate();
        return pub.getModulus().bitLength() + " " + pub.getPublicExponent() + " " + pub.getFormat() + " "
                + priv.getFormat() + " " + pub.getAlgorithm() + " " + pub.getParams() + " "
                + priv.getPrimeP().multiply(priv.getPrimeQ()).equals(pub.getModulus()) + " "
                + priv.getPublicExponent().multiply(priv.getPrivateExponent())
                        .mod(priv.getPrimeP().subtract(BigInteger.ONE)).equals(BigInteger.ONE);
    }

    private static String hex(byte[] b) {
        return b == null ? "null" : HexFormat.of().formatHex(b);
    }

    private static Map<String, String> outcomes() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, Step> e : steps().entrySet()) {
            String r;
            try {
                r = e.getValue().run();
            } catch (Exception ex) {
                r = ex.getClass().getSimpleName();
            }
            out.put(e.getKey(), r);
        }
        return out;
    }

    @Test
    void laneCryptFirstEndsEveryStepAsTheJdkAlone() {
        Map<String, String> jdk = outcomes();
        Map<String, String> lane;
        Security.insertProviderAt(new LaneCryptProvider(), 1);
        try {
            lane = outcomes();
        } finally {
            Security.removeProvider(LaneCryptProvider.NAME);
        }
        List<String> mismatches = new ArrayList<>();
        for (String step : jdk.keySet()) {
            if (!jdk.get(step).equals(lane.get(step))) {
                mismatches.add(step + ": JDK " + abbreviate(jdk.get(step)) + ", LaneCrypt first "
                        + abbreviate(lane.get(step)));
            }
        }
        assertEquals(List.of(), mismatches);
    }

    private static String abbreviate(String s) {
        return s.length() > 60 ? s.substring(0, 60) + "..." : s;
    }
}
