/**
 * Resolves once `element`'s running animations (an overlay's entrance, say) have finished. Those
 * that never finish on their own are left out: an endless rotation, or one driven by scrolling.
 */
export async function animationsSettled(element: Element): Promise<void> {
  await Promise.all(
    element
      .getAnimations({ subtree: true })
      .filter(
        (animation) =>
          animation.timeline instanceof DocumentTimeline &&
          animation.effect?.getTiming().iterations !== Infinity,
      )
      .map((animation) => animation.finished),
  );
}
