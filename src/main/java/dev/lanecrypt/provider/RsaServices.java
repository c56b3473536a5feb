package dev.lanecrypt.provider;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.Provider;
import java.security.interfaces.RSAPrivateCrtKey;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.RSAPublicKeySpec;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import javax.crypto.Cipher;
import javax.crypto.spec.OAEPParameterSpec;
import javax.crypto.spec.PSource;

/**
 * The RSA services: KeyPairGenerator, KeyFactory, Signature SHA256/384/512withRSA and RSASSA-PSS, Cipher
 * RSA. The self-test replays OpenSSL-made known answers ({@code vectors/rsa/make-kat.sh}): the
 * SHA256withRSA signature must come out byte for byte, verify, fail once corrupted, and an OAEP
 * ciphertext must decrypt to the message.
 */
final class RsaServices implements ServiceGroup {

    private static final String PKG = "dev.lanecrypt.provider.";

    @Override
    public String name() {
        return "RSA";
    }

    @Override
    public void selfTest() throws Exception {
        Properties kat = new Properties();
        try (InputStream in = RsaServices.class.getResourceAsStream("rsa-kat.properties")) {
            if (in == null) {
                throw new IOException("rsa-kat.properties missing");
            }
            kat.load(in);
        }
        byte[] message = "lanecrypt self-test".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        RSAPrivateCrtKey key = (RSAPrivateCrtKey) RsaKeys.jdkPrivate(
                new PKCS8EncodedKeySpec(Base64.getDecoder().decode(kat.getProperty("key"))));
        var pub = RsaKeys.jdkPublic(new RSAPublicKeySpec(key.getModulus(), key.getPublicExponent()));

        RsaPkcs1SignatureSpi signer = new RsaPkcs1SignatureSpi.Sha256();
        signer.engineInitSign(key);
        signer.engineUpdate(message, 0, message.length);
        byte[] sig = signer.engineSign();
        byte[] expected = HexFormat.of().parseHex(kat.getProperty("sha256"));
        check(MessageDigest.isEqual(sig, expected), "SHA256withRSA signature differs from the known answer");
        signer.engineInitVerify(pub);
        signer.engineUpdate(message, 0, message.length);
        check(signer.engineVerify(sig), "SHA256withRSA known-answer signature does not verify");
        sig[sig.length / 2] ^= 1;
        signer.engineUpdate(message, 0, message.length);
        check(!signer.engineVerify(sig), "SHA256withRSA accepts a corrupted signature");

        RsaCipherSpi cipher = new RsaCipherSpi();
        cipher.engineSetPadding("OAEPPadding");
        cipher.engineInit(Cipher.DECRYPT_MODE, key, new OAEPParameterSpec("SHA-256", "MGF1",
                MGF1ParameterSpec.SHA256, PSource.PSpecified.DEFAULT), null);
        byte[] ct = HexFormat.of().parseHex(kat.getProperty("oaep"));
        check(MessageDigest.isEqual(message, cipher.engineDoFinal(ct, 0, ct.length)),
                "OAEP known-answer ciphertext decrypts wrongly");
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new IllegalStateException(what);
        }
    }

    @Override
    public List<Provider.Service> services(Provider p) {
        Map<String, String> keys = Map.of("SupportedKeyClasses",
                "java.security.interfaces.RSAPublicKey|java.security.interfaces.RSAPrivateKey");
        Map<String, String> cipher = Map.of("SupportedKeyClasses",
                "java.security.interfaces.RSAPublicKey|java.security.interfaces.RSAPrivateKey",
                "SupportedModes", "ECB|NONE",
                "SupportedPaddings", "NOPADDING|PKCS1PADDING|OAEPPADDING|OAEPWITHSHA-1ANDMGF1PADDING"
                        + "|OAEPWITHSHA-224ANDMGF1PADDING|OAEPWITHSHA-256ANDMGF1PADDING"
                        + "|OAEPWITHSHA-384ANDMGF1PADDING|OAEPWITHSHA-512ANDMGF1PADDING");
        return List.of(
                new Provider.Service(p, "KeyPairGenerator", "RSA", PKG + "RsaKeyPairGeneratorSpi", null, null),
                new Provider.Service(p, "KeyFactory", "RSA", PKG + "JdkKeyFactorySpi$Rsa", null, null),
                new Provider.Service(p, "Signature", "SHA1withRSA", PKG + "RsaPkcs1SignatureSpi$Sha1",
                        List.of("1.2.840.113549.1.1.5"), keys),
                new Provider.Service(p, "Signature", "SHA224withRSA", PKG + "RsaPkcs1SignatureSpi$Sha224",
                        List.of("1.2.840.113549.1.1.14"), keys),
                new Provider.Service(p, "Signature", "SHA256withRSA", PKG + "RsaPkcs1SignatureSpi$Sha256",
                        List.of("1.2.840.113549.1.1.11"), keys),
                new Provider.Service(p, "Signature", "SHA384withRSA", PKG + "RsaPkcs1SignatureSpi$Sha384",
                        List.of("1.2.840.113549.1.1.12"), keys),
                new Provider.Service(p, "Signature", "SHA512withRSA", PKG + "RsaPkcs1SignatureSpi$Sha512",
                        List.of("1.2.840.113549.1.1.13"), keys),
                new Provider.Service(p, "Signature", "RSASSA-PSS", PKG + "RsaPssSignatureSpi",
                        List.of("1.2.840.113549.1.1.10", "PSS"), keys),
                new Provider.Service(p, "Cipher", "RSA", PKG + "RsaCipherSpi", null, cipher));
    }
}
