// Exercise 09 — skeleton, to be written.
