/**
 * Scrolls the element's nearest scrolling ancestor so that the element is at its top, leaving the document's own
 * scrolling alone: on a wide screen the lesson and the results scroll by themselves, and moving the page would
 * pull a learner away from the editor (on a phone, where the page itself scrolls, nothing moves).
 */
export function scrollToTopWithin(element: HTMLElement, margin = 8): void {
  for (let box = element.parentElement; box && box !== document.scrollingElement && box !== document.body; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) {
      box.scrollTop += element.getBoundingClientRect().top - box.getBoundingClientRect().top - margin;
      return;
    }
  }
}
