package dev.lanecrypt.provider;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import javax.crypto.Cipher;
import javax.crypto.KeyAgreement;

/**
 * Run by {@link NoCodeChangeTest} in a JVM whose only LaneCrypt-specific setting is a provider list in a
 * security properties file: asks the JCA for algorithms without naming a provider, as an unchanged
 * program does, and prints {@code <algorithm> 1} when LaneCrypt serves it (0 otherwise), then whether a
 * signature made that way verifies with SunRsaSign.
 */
public final class NoCodeChangeCheck {

    private NoCodeChangeCheck() {
    }

    public static void main(String[] args) throws Exception {
        Signature sign = Signature.getInstance("SHA256withRSA");
        report("signature", sign.getProvider().getName());
        report("cipher-blowfish", Cipher.getInstance("Blowfish/CBC/PKCS5Padding").getProvider().getName());
        report("cipher-des", Cipher.getInstance("DESede/ECB/NoPadding").getProvider().getName());
        report("keyagreement-dh", KeyAgreement.getInstance("DH").getProvider().getName());
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
        g.initialize(2048);
        KeyPair kp = g.generateKeyPair();
        byte[] message = "no code change".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        sign.initSign(kp.getPrivate());
        sign.update(message);
        byte[] sig = sign.sign();
        Signature verify = Signature.getInstance("SHA256withRSA", "SunRsaSign");
        verify.initVerify(kp.getPublic());
        verify.update(message);
        System.out.println("verified-by-sunrsasign " + (verify.verify(sig) ? 1 : 0));
    }

    private static void report(String what, String provider) {
        System.out.println(what + " " + (provider.equals(LaneCryptProvider.NAME) ? 1 : 0) + " " + provider);
    }
}
