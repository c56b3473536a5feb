package dev.lanecrypt.provider;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.spec.PKCS8EncodedKeySpec;
import org.junit.jupiter.api.Test;

/** A private key object keeps its parts (contexts, blinding pair) from one Signature to the next. */
class RsaKeysTest {

    @Test
    void theSameKeyObjectKeepsItsPartsAnEqualOneBuildsItsOwn() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
        g.initialize(1024);
        PrivateKey key = g.generateKeyPair().getPrivate();
        PrivateKey equal = KeyFactory.getInstance("RSA", "SunRsaSign").generatePrivate(
                new PKCS8EncodedKeySpec(key.getEncoded()));
        assertSame(RsaKeys.privateParts(key), RsaKeys.privateParts(key));
        assertNotSame(RsaKeys.privateParts(key), RsaKeys.privateParts(equal));
        assertThrows(InvalidKeyException.class, () -> RsaKeys.privateParts(null));
    }
}
