package dev.lanecrypt.cli;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The commit the running classes were built from, for the timing report: {@code git describe --always
 * --dirty} in the checkout whose {@code target/} holds the running jar or classes (as {@code ./lanecrypt}
 * runs them). Null when the classes run from elsewhere, git is missing, or it does not answer in 2 s: a
 * report then says {@code null} rather than guess.
 */
final class SourceCommit {

    private SourceCommit() {
    }

    static String describe() {
        try {
            Path code = Path.of(SourceCommit.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path target = code.getParent();
            if (target == null || !target.getFileName().toString().equals("target")) {
                return null;
            }
            Path checkout = target.getParent();
            if (checkout == null || !Files.exists(checkout.resolve(".git"))) {
                return null;
            }
            Process p = new ProcessBuilder("git", "-C", checkout.toString(), "describe", "--always", "--dirty")
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!p.waitFor(2, TimeUnit.SECONDS) || p.exitValue() != 0 || out.isEmpty()) {
                p.destroyForcibly();
                return null;
            }
            return out;
        } catch (IOException | URISyntaxException | SecurityException | UnsupportedOperationException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
