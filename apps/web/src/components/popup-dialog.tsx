// The generic popup dialog (SPEC.md section 2): optional title, confirm and cancel buttons, a close
// button and 500 px width by default (the full width minus margins on phones). Clicking the overlay does
// not close it; Escape and the close button do, and keyboard focus stays inside while it is open.
import { Button, CenterPopup } from 'antd-mobile';
import { useId, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../lib/use-focus-trap';
import { Icon } from './icon';

export const POPUP_DEFAULT_WIDTH = 500;

export interface PopupDialogProps {
  visible: boolean;
  title?: ReactNode;
  /** Custom header content (e.g. tabs) in place of the title; name the dialog with ariaLabel then. */
  header?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  children?: ReactNode;
  /** Close button, Escape, and cancel unless onCancel is given. */
  onClose: () => void;
  onConfirm?: () => void;
  onCancel?: () => void;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  showConfirmButton?: boolean;
  showCancelButton?: boolean;
  showCloseButton?: boolean;
  confirmLoading?: boolean;
  closeOnMaskClick?: boolean;
  width?: number;
  initialFocus?: RefObject<HTMLElement | null>;
  afterClose?: () => void;
  className?: string;
  testId?: string;
}

export function PopupDialog({
  visible,
  title,
  header,
  ariaLabel,
  children,
  onClose,
  onConfirm,
  onCancel,
  confirmText,
  cancelText,
  showConfirmButton = Boolean(onConfirm),
  showCancelButton = false,
  showCloseButton = true,
  confirmLoading = false,
  closeOnMaskClick = false,
  width = POPUP_DEFAULT_WIDTH,
  initialFocus,
  afterClose,
  className,
  testId,
}: PopupDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const trapRef = useFocusTrap(visible, onClose, initialFocus);
  const size = `min(${width}px, calc(100vw - 32px))`;
  const style = { '--min-width': size, '--max-width': size } as CSSProperties;
  const hasFooter = showConfirmButton || showCancelButton;

  return (
    <CenterPopup
      visible={visible}
      onClose={onClose}
      closeOnMaskClick={closeOnMaskClick}
      showCloseButton={false}
      destroyOnClose
      afterClose={afterClose}
      style={style}
      bodyClassName="popup-dialog-body"
    >
      <div
        ref={trapRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        // Closing fades the popup out and the UI kit unmounts it when the fade comes to rest, which it
        // does not always report: a closed dialog could stay in the page, unseen but still read out by
        // screen readers. Closed is closed at once, whatever the animation does.
        aria-hidden={visible ? undefined : true}
        inert={!visible}
        className={['popup-dialog', className].filter(Boolean).join(' ')}
        data-testid={testId}
      >
        {(title || header || showCloseButton) && (
          <div className="popup-dialog-header">
            {header ? (
              header
            ) : title ? (
              <h2 id={titleId} className="popup-dialog-title">
                {title}
              </h2>
            ) : (
              <span />
            )}
            {showCloseButton && (
              <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
                <Icon name="close" />
              </button>
            )}
          </div>
        )}
        <div className="popup-dialog-content">{children}</div>
        {hasFooter && (
          <div className="popup-dialog-footer">
            {showCancelButton && (
              <Button block fill="outline" onClick={onCancel ?? onClose}>
                {cancelText ?? t('common.cancel')}
              </Button>
            )}
            {showConfirmButton && (
              <Button block color="primary" loading={confirmLoading} onClick={onConfirm}>
                {confirmText ?? t('common.confirm')}
              </Button>
            )}
          </div>
        )}
      </div>
    </CenterPopup>
  );
}
