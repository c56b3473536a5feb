package dev.lanecrypt.measure;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How the compile queue's text is read. */
class JitQueueTest {

    @Test
    void compileQueueTextIsIdleOnlyWhenNothingIsCompilingOrQueued() {
        assertTrue(JitQueue.idle("Current compiles: \n\nC1 compile queue:\nEmpty\n\nC2 compile queue:\nEmpty\n\n"));
        assertFalse(JitQueue.idle("Current compiles: \nC2 CompilerThread0  1761       4       java.util.ArrayList::elementData (7 bytes)\n"
                + "\nC1 compile queue:\nEmpty\n\nC2 compile queue:\nEmpty\n"));
        assertFalse(JitQueue.idle("Current compiles: \n\nC1 compile queue:\n1807       3       a.B::c (23 bytes)\n"
                + "\nC2 compile queue:\nEmpty\n"));
    }

}
