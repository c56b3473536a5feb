package dev.lanecrypt.provider;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The project version, from the resource Maven filters at build time. */
public final class Version {

    private Version() {
    }

    public static String get() {
        try (InputStream in = Version.class.getResourceAsStream("/dev/lanecrypt/version.properties")) {
            if (in != null) {
                Properties p = new Properties();
                p.load(in);
                String v = p.getProperty("version");
                if (v != null && !v.startsWith("${")) {
                    return v;
                }
            }
        } catch (IOException e) {
            // fall through: an unreadable resource only loses the version string
        }
        return "unknown";
    }
}
